import { sql } from 'kysely';
import { toBool, type Db } from '../../db';
import type { HomeRow } from '../../db/types';
import { parseIdList, toHomeObject } from '../homes';
import { imageUrl } from '../images';
import { moderationFlags, type FlaggedHome, type PhotoFingerprint } from './flags';
import type { ModerationStatusValue } from '@coloc/contract/moderation/limits';
import type { ModerationItemObject } from '@coloc/contract/moderation/schemas';
import type { ServiceTermsObject } from '@coloc/contract/homes/schemas';

/** Decided adverts are listed newest decision first, this many at most; the pending queue is whole. */
export const DECIDED_LIST_LIMIT = 100;

export function serviceTermsOf(home: HomeRow): ServiceTermsObject | null {
  if (!toBool(home.pay_by_service)) return null;
  return {
    hours_per_week: home.service_hours_per_week,
    tasks: home.service_tasks,
    trial_weeks: home.service_trial_weeks,
    notice_days: home.service_notice_days,
  };
}

async function homesWithStatus(db: Db, status: ModerationStatusValue): Promise<HomeRow[]> {
  const query = db.selectFrom('homes').selectAll().where('moderation_status', '=', status);
  if (status === 'pending') {
    // Oldest request first; a home queued before submitted_at existed waits by its creation date.
    return query.orderBy(sql`coalesce(submitted_at, created_at)`, 'asc').orderBy('id', 'asc').execute();
  }
  return query.orderBy(sql`coalesce(moderated_at, updated_at)`, 'desc').orderBy('id', 'desc').limit(DECIDED_LIST_LIMIT).execute();
}

/** Fingerprints of every home photo with the creator of its home (the duplicate-photo flag compares across accounts). */
async function allPhotoFingerprints(db: Db): Promise<Array<PhotoFingerprint & { user_id: number }>> {
  const rows = await db
    .selectFrom('images')
    .innerJoin('homes', 'homes.id', 'images.home_id')
    .select(['images.home_id', 'images.phash', 'homes.user_id'])
    .where('images.kind', '=', 'home')
    .where('images.phash', 'is not', null)
    .execute();
  return rows.map((row) => ({ home_id: row.home_id!, phash: row.phash!, user_id: row.user_id }));
}

/** The moderation console's list: each advert with its owner, photos, terms and automatic flags. */
export async function loadModerationQueue(db: Db, status: ModerationStatusValue): Promise<ModerationItemObject[]> {
  const homes = await homesWithStatus(db, status);
  if (homes.length === 0) return [];
  const ids = homes.map((home) => home.id);
  const [owners, rooms, photos, fingerprints] = await Promise.all([
    db
      .selectFrom('users')
      .select(['id', 'first_name', 'name', 'email'])
      .where('id', 'in', [...new Set(homes.map((home) => home.user_id))])
      .execute(),
    db.selectFrom('rooms').selectAll().where('home_id', 'in', ids).execute(),
    db.selectFrom('images').select(['id', 'public_id', 'home_id', 'phash']).where('home_id', 'in', ids).where('kind', '=', 'home').execute(),
    allPhotoFingerprints(db),
  ]);
  const ownerById = new Map(owners.map((owner) => [owner.id, owner]));

  return homes.map((home) => {
    const homeRooms = rooms.filter((room) => room.home_id === home.id);
    const homePhotos = photos.filter((photo) => photo.home_id === home.id);
    const publicIds = new Map(homePhotos.map((photo) => [photo.id, photo.public_id]));
    const flagged: FlaggedHome = {
      name: home.name,
      description: home.description,
      wishes: home.wishes,
      pay_by_service: toBool(home.pay_by_service),
      reference_rent_auto: toBool(home.reference_rent_auto),
      reference_rent_month: home.reference_rent_month,
      service_hours_per_week: home.service_hours_per_week,
      service_tasks: home.service_tasks,
      rooms: homeRooms,
    };
    const ownHashes = homePhotos.flatMap((photo) => (photo.phash ? [photo.phash] : []));
    const others = fingerprints.filter((print) => print.user_id !== home.user_id);
    const owner = ownerById.get(home.user_id);
    return {
      home: toHomeObject(home, homeRooms, publicIds),
      owner: owner ?? { id: home.user_id, first_name: '', name: '', email: '' },
      photo_urls: parseIdList(home.image_orders).flatMap((id) => {
        const publicId = publicIds.get(id);
        return publicId === undefined ? [] : [imageUrl(publicId)];
      }),
      submitted_at: home.submitted_at,
      flags: moderationFlags(flagged, ownHashes, others),
      services: serviceTermsOf(home),
    };
  });
}
