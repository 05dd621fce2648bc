import type { MyColocationObject } from '@coloc/contract/rentals/schemas';
import type { Db } from '../../db';
import type { TenancyRow, UserRow } from '../../db/types';
import { homePublicUrl } from '../homes';
import { coverLink } from '../visits';
import { listDocuments } from './documents';
import { tenantLeases } from './leases';
import { avatarUrl, nameInitial } from './people';
import { roomDisplayName } from '@coloc/contract/homes/rooms';
import { toTenancy } from './serialize';
import { homeOf, roomsOfHome } from './store/homes';
import { peopleById } from './store/people';
import { activeTenanciesOfUser, linkTenancies, startedTenanciesBesides, syncHomeLeased, unlinkedTenancyIds } from './store/tenancies';
import { endDueTenancies } from './tenancies';

/** Ma co-location: the tenant's home, flatmates, shared documents and leases. */

/**
 * The caller's current tenancy: the running one first, else the next to start. A tenancy recorded
 * with the caller's address before they had an account is linked to it on the way.
 */
async function currentTenancy(db: Db, user: Pick<UserRow, 'id' | 'email'>, today: string): Promise<TenancyRow | undefined> {
  const unlinked = await unlinkedTenancyIds(db, user.email);
  if (unlinked.length > 0) {
    await linkTenancies(db, unlinked, user.id);
    await syncHomeLeased(db, [user.id]);
  }
  await endDueTenancies(db, { userId: user.id }, today);
  const active = await activeTenanciesOfUser(db, user.id);
  return active.find((t) => t.start_date <= today) ?? active[0];
}

export async function myColocation(db: Db, user: Pick<UserRow, 'id' | 'email'>, today: string): Promise<MyColocationObject | null> {
  const tenancy = await currentTenancy(db, user, today);
  if (!tenancy) return null;
  const home = await homeOf(db, tenancy.home_id);
  const [rooms, others] = await Promise.all([roomsOfHome(db, home.id), startedTenanciesBesides(db, home.id, tenancy.id, today)]);
  const flatmates = others.filter((t) => t.tenant_user_id !== user.id);
  const people = await peopleById(db, [home.user_id, ...flatmates.map((t) => t.tenant_user_id)]);
  const landlord = people.get(home.user_id);
  const roomName = (roomId: number | null) => {
    const room = rooms.find((r) => r.id === roomId);
    return room ? roomDisplayName(room) : null;
  };
  return {
    home: {
      id: home.id,
      name: home.name,
      city: home.city,
      address: [home.address, home.address2, [home.postal_code, home.city].filter(Boolean).join(' ')].filter(Boolean).join(', ') || null,
      photo_url: await coverLink(db, home),
      public_url: homePublicUrl(home),
    },
    tenancy: toTenancy(tenancy),
    room_name: roomName(tenancy.room_id),
    landlord: { user_id: home.user_id, first_name: landlord?.first_name ?? 'Votre bailleur', name_initial: nameInitial(landlord?.name) },
    flatmates: flatmates.map((t) => {
      const person = t.tenant_user_id === null ? undefined : people.get(t.tenant_user_id);
      const [firstWord, ...rest] = t.tenant_name.trim().split(/\s+/);
      return {
        user_id: person?.id ?? null,
        first_name: person?.first_name ?? firstWord ?? t.tenant_name,
        name_initial: person ? nameInitial(person.name) : nameInitial(rest.join(' ')),
        avatar_url: person ? avatarUrl(person) : null,
        room: roomName(t.room_id),
        since: t.start_date,
      };
    }),
    documents: await listDocuments(db, home.id, true),
    leases: await tenantLeases(db, user, home.id),
  };
}
