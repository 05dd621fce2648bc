import fs from 'node:fs/promises';
import type { Kysely } from 'kysely';
import { nowIso, type Db } from '../../db';
import { homeScoreTotal, traitsOf } from '../matching';
import { matchIndexFor } from '../matching';
import { DEMO_OWNERS } from '../../db/seed/homes';
import type { Database, HomeRow } from '../../db/types';
import { parseIdList } from '../homes';
import { dHash } from '../images';
import { newImagePublicId } from '../../lib/images/public-id';
import { originalPath, removeOriginal, storeOriginal } from '../../lib/images/storage';
import { duplicatePhotoFlags, moderationFlags, type PhotoFingerprint } from './flags';
import { MODERATOR_ROLE } from '../../lib/moderators';

export const MODERATOR_DEMO_EMAIL = 'moderation@demo.toitpartage.fr';
/** The demo agency: one of its listings becomes a housing-for-services advert full of warning signs. */
const FLAGGED_OWNER_EMAIL = 'agent@demo.toitpartage.fr';
/** The README's demo seeker (Lyon): the clean pending advert is one that alerts her once approved. */
const DEMO_SEEKER_EMAIL = 'coloc@demo.toitpartage.fr';

const DAY_MS = 86_400_000;
const HASH_BATCH = 4;

async function grantDemoModerator(db: Kysely<Database>): Promise<number> {
  const result = await db
    .updateTable('users')
    .set({ staff_role: MODERATOR_ROLE })
    .where('email', '=', MODERATOR_DEMO_EMAIL)
    .where('staff_role', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Fingerprints of the home photos stored without one (the demo listings are inserted directly,
 * not uploaded). Photos with the same bytes share a fingerprint, so each file content is decoded
 * once; a missing or unreadable file is left without one. Answers the photos updated.
 */
export async function backfillPhotoHashes(db: Kysely<Database>, dataDir: string): Promise<number> {
  const rows = await db
    .selectFrom('images')
    .select(['sha256', (eb) => eb.fn.min('file').as('file')])
    .where('kind', '=', 'home')
    .where('phash', 'is', null)
    .groupBy('sha256')
    .execute();
  let updated = 0;
  for (let i = 0; i < rows.length; i += HASH_BATCH) {
    const hashes = await Promise.all(
      rows.slice(i, i + HASH_BATCH).map(async (row) => {
        try {
          return { sha256: row.sha256, phash: await dHash(await fs.readFile(originalPath(dataDir, String(row.file)))) };
        } catch {
          return null;
        }
      }),
    );
    for (const hash of hashes) {
      if (!hash) continue;
      const result = await db
        .updateTable('images')
        .set({ phash: hash.phash })
        .where('sha256', '=', hash.sha256)
        .where('kind', '=', 'home')
        .where('phash', 'is', null)
        .executeTakeFirst();
      updated += Number(result.numUpdatedRows);
    }
  }
  return updated;
}

async function ownerIds(db: Kysely<Database>, emails: readonly string[]): Promise<number[]> {
  if (emails.length === 0) return [];
  return (await db.selectFrom('users').select('id').where('email', 'in', [...emails]).orderBy('id').execute()).map((row) => row.id);
}

interface Print extends PhotoFingerprint {
  image_id: number;
  user_id: number;
}

async function allPrints(db: Kysely<Database>): Promise<Print[]> {
  const rows = await db
    .selectFrom('images')
    .innerJoin('homes', 'homes.id', 'images.home_id')
    .select(['images.id', 'images.home_id', 'images.phash', 'homes.user_id'])
    .where('images.kind', '=', 'home')
    .where('images.phash', 'is not', null)
    .orderBy('images.id')
    .execute();
  return rows.map((row) => ({ image_id: row.id, home_id: row.home_id!, phash: row.phash!, user_id: row.user_id }));
}

/**
 * Whether no other account has a photo close to this home's photos. The demo drawings come from two
 * templates and many look alike at 9×8 pixels: the demo queue only uses listings whose photo is
 * its own, so that its one duplicate-photo flag is the photo really copied.
 */
function hasOwnPhotos(homeId: number, userId: number, prints: readonly Print[]): boolean {
  const own = prints.filter((print) => print.home_id === homeId);
  const others = prints.filter((print) => print.user_id !== userId);
  return own.length > 0 && duplicatePhotoFlags(own.map((print) => print.phash), others).length === 0;
}

/**
 * A demo listing the console shows without any flag: published and complete, with a photo of its
 * own, rents and texts that raise nothing. Its owner edited it: it stays online while the moderator
 * checks it again.
 */
async function cleanCandidate(db: Kysely<Database>, prints: readonly Print[]): Promise<HomeRow | undefined> {
  const owners = await ownerIds(db, DEMO_OWNERS.map((owner) => owner.email));
  if (owners.length === 0) return undefined;
  const homes = await db
    .selectFrom('homes')
    .selectAll()
    .where('user_id', 'in', owners)
    .where('published', '=', 1)
    .where('step', '>=', 3)
    .where('moderation_status', '=', 'accepted')
    .orderBy('id', 'desc')
    .execute();
  // Lyon first, with eco-living practices, a room at 350–650 € and the best affinity with the demo
  // seeker, who searches there: approving it alerts her (issue 19). Elsewhere only when Lyon has none.
  const rents = await db.selectFrom('rooms').select(['home_id', 'rent', 'charges']).where('home_id', 'in', homes.length > 0 ? homes.map((h) => h.id) : [0]).execute();
  const fitsDemoSeeker = (home: HomeRow) =>
    home.city === 'Lyon' &&
    home.ecoloc !== '[]' &&
    rents.some((room) => room.home_id === home.id && room.rent !== null && room.rent + (room.charges ?? 0) >= 350 && room.rent + (room.charges ?? 0) <= 650);
  const affinity = await demoSeekerAffinity(db, homes.filter(fitsDemoSeeker));
  const rank = (home: HomeRow) => (fitsDemoSeeker(home) ? 1000 + (affinity.get(home.id) ?? 0) : 0);
  homes.sort((a, b) => rank(b) - rank(a));
  for (const home of homes) {
    if (!hasOwnPhotos(home.id, home.user_id, prints)) continue;
    const rooms = await db.selectFrom('rooms').selectAll().where('home_id', '=', home.id).execute();
    const flags = moderationFlags(
      {
        name: home.name,
        description: home.description,
        wishes: home.wishes,
        pay_by_service: home.pay_by_service === 1,
        reference_rent_auto: home.reference_rent_auto === 1,
        reference_rent_month: home.reference_rent_month,
        service_hours_per_week: home.service_hours_per_week,
        service_tasks: home.service_tasks,
        rooms,
      },
      [],
      [],
    );
    if (flags.length === 0) return home;
  }
  return undefined;
}

/** The demo seeker's score (0..200) for each of these homes, with the matching module's own scoring. */
async function demoSeekerAffinity(db: Kysely<Database>, homes: readonly HomeRow[]): Promise<Map<number, number>> {
  const scores = new Map<number, number>();
  const [seeker] = await ownerIds(db, [DEMO_SEEKER_EMAIL]);
  if (seeker === undefined || homes.length === 0) return scores;
  const index = matchIndexFor(db as Db);
  await index.ready(db as Db);
  const person = index.personOf(seeker);
  for (const home of homes) {
    const owner = index.people.get(home.user_id);
    const total: number | null = homeScoreTotal(person, { traits: traitsOf(home), occupants: owner ? [owner.person] : [] }, 'peer', false);
    scores.set(home.id, total ?? 0);
  }
  return scores;
}

/** Another account's published photo that no one else uses, to be copied into the flagged advert. */
async function borrowedPhoto(db: Kysely<Database>, prints: readonly Print[], excludedUsers: readonly number[], excludedHomes: readonly number[]) {
  const published = new Set(
    (await db.selectFrom('homes').select('id').where('published', '=', 1).execute()).map((row) => row.id),
  );
  const source = prints.find(
    (print) =>
      published.has(print.home_id) &&
      !excludedUsers.includes(print.user_id) &&
      !excludedHomes.includes(print.home_id) &&
      hasOwnPhotos(print.home_id, print.user_id, prints),
  );
  if (!source) return undefined;
  return db.selectFrom('images').selectAll().where('id', '=', source.image_id).executeTakeFirst();
}

const FLAGGED_TERMS = {
  pay_by_service: 1,
  service_list: JSON.stringify([1, 3, 4, 5]),
  service_hours_per_week: 25,
  service_tasks: 'Présence tous les soirs\nPréparation des repas\nMénage de toute la maison\nCourses de la semaine',
  service_trial_weeks: 2,
  service_notice_days: 15,
};
const FLAGGED_DESCRIPTION_TAIL =
  ' Chambre offerte en échange d’une aide au quotidien auprès de ma mère, 86 ans. Pour aller plus vite, appelez-moi au 06 12 34 56 78 ou écrivez-moi sur WhatsApp.';
const FLAGGED_WISHES = 'Une personne disponible jour et nuit, sans jour de repos, pour aider ma mère au quotidien.';

/**
 * The moderation queue of the demo: two adverts waiting. A clean one (an edited listing, still
 * online) and a housing-for-services advert of the demo agency with warning signs: 25 hours a week,
 * a phone number and WhatsApp in the text, abusive wording, a photo copied from another account.
 * Does nothing once anything was ever submitted for moderation.
 */
async function seedPendingAdverts(db: Kysely<Database>, dataDir: string, now: Date): Promise<number> {
  const submitted = await db.selectFrom('homes').select('id').where('submitted_at', 'is not', null).limit(1).executeTakeFirst();
  if (submitted) return 0;
  const at = (daysAgo: number) => nowIso(new Date(now.getTime() - daysAgo * DAY_MS));
  let changed = 0;

  const prints = await allPrints(db);
  const clean = await cleanCandidate(db, prints);
  if (clean) {
    await db
      .updateTable('homes')
      .set({ moderation_status: 'pending', submitted_at: at(3), updated_at: at(3) })
      .where('id', '=', clean.id)
      .execute();
    changed += 1;
  }

  const [agent] = await ownerIds(db, [FLAGGED_OWNER_EMAIL]);
  if (agent === undefined) return changed;
  const agencyHomes = await db
    .selectFrom('homes')
    .selectAll()
    .where('user_id', '=', agent)
    .where('published', '=', 1)
    .where('step', '>=', 3)
    .orderBy('id', 'desc')
    .execute();
  // The agency's first listing (its default home) stays as it is: other demos start from it.
  const first = await db.selectFrom('homes').select('id').where('user_id', '=', agent).orderBy('id').limit(1).executeTakeFirst();
  const candidates = agencyHomes.filter((home) => home.id !== first?.id);
  const flagged = candidates.find((home) => hasOwnPhotos(home.id, agent, prints)) ?? candidates[0];
  if (!flagged) return changed;

  const source = await borrowedPhoto(db, prints, [agent], clean ? [clean.id] : []);
  let copy: string | null = null;
  try {
    if (source) copy = await storeOriginal(dataDir, await fs.readFile(originalPath(dataDir, source.file)));
  } catch {
    copy = null;
  }
  try {
    await db.transaction().execute(async (trx) => {
      let orders = parseIdList(flagged.image_orders);
      if (source && copy) {
        const image = await trx
          .insertInto('images')
          .values({
            user_id: agent,
            home_id: flagged.id,
            kind: 'home',
            file: copy,
            width: source.width,
            height: source.height,
            bytes: source.bytes,
            sha256: source.sha256,
            phash: source.phash,
            public_id: newImagePublicId(),
            created_at: at(2),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        orders = [...orders, image.id];
      }
      await trx
        .updateTable('homes')
        .set({
          ...FLAGGED_TERMS,
          name: flagged.city ? `Chambre contre services à ${flagged.city}` : 'Chambre contre services',
          description: `${flagged.description ?? ''}${FLAGGED_DESCRIPTION_TAIL}`.trim(),
          wishes: FLAGGED_WISHES,
          image_orders: JSON.stringify(orders),
          published: 0,
          moderation_status: 'pending',
          submitted_at: at(2),
          updated_at: at(2),
        })
        .where('id', '=', flagged.id)
        .execute();
    });
  } catch (error) {
    if (copy) await removeOriginal(dataDir, copy).catch(() => undefined);
    throw error;
  }
  return changed + 1;
}

/**
 * Demo moderation: moderation@ gets the moderator role, every home photo gets its fingerprint, and
 * the queue holds two adverts. Idempotent. Returns how many rows it changed.
 */
export async function seedDemoModeration(db: Kysely<Database>, dataDir: string, now: Date = new Date()): Promise<number> {
  const moderators = await grantDemoModerator(db);
  const hashes = await backfillPhotoHashes(db, dataDir);
  const pending = await seedPendingAdverts(db, dataDir, now);
  return moderators + hashes + pending;
}
