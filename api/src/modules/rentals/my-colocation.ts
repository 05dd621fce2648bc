import { RENTALS_ROUTES as ROUTES } from '@coloc/contract/rentals/routes';
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import type { Db } from '../../db';
import type { TenancyRow, UserRow } from '../../db/types';
import { HttpError } from '../../lib/errors';
import { homePublicUrl } from '../homes';
import { coverLink } from '../visits';
import { contractRoute } from '../../lib/contract-route';
import { parisDate } from '../../lib/dates';
import { listDocuments } from './documents';
import { tenantLeases } from './leases';
import { RENTAL_MESSAGES as M } from './messages';
import { avatarUrl, nameInitial, peopleById } from './people';
import { roomDisplayName } from './rooms';
import { DOC_LANDLORD as DOC } from './field-texts';
import type { MyColocationObject } from '@coloc/contract/rentals/schemas';
import { endDueTenancies, syncHomeLeased, toTenancy } from './tenancies';

/**
 * The caller's current tenancy: the running one first, else the next to start. A tenancy recorded
 * with the caller's address before they had an account is linked to it on the way.
 */
async function currentTenancy(db: Db, user: Pick<UserRow, 'id' | 'email'>, today: string): Promise<TenancyRow | undefined> {
  const unlinked = await db
    .selectFrom('tenancies')
    .select('id')
    .where('tenant_user_id', 'is', null)
    .where(sql<string>`lower(tenant_email)`, '=', user.email.toLowerCase())
    .where('status', '=', 'active')
    .execute();
  if (unlinked.length > 0) {
    await db.updateTable('tenancies').set({ tenant_user_id: user.id }).where('id', 'in', unlinked.map((t) => t.id)).execute();
    await syncHomeLeased(db, [user.id]);
  }
  await endDueTenancies(db, { userId: user.id }, today);
  const active = await db.selectFrom('tenancies').selectAll().where('tenant_user_id', '=', user.id).where('status', '=', 'active').orderBy('start_date').execute();
  return active.find((t) => t.start_date <= today) ?? active[0];
}

export async function myColocation(db: Db, user: Pick<UserRow, 'id' | 'email'>, today: string): Promise<MyColocationObject | null> {
  const tenancy = await currentTenancy(db, user, today);
  if (!tenancy) return null;
  const home = await db.selectFrom('homes').selectAll().where('id', '=', tenancy.home_id).executeTakeFirstOrThrow();
  const [rooms, others] = await Promise.all([
    db.selectFrom('rooms').select(['id', 'name', 'number']).where('home_id', '=', home.id).execute(),
    db
      .selectFrom('tenancies')
      .selectAll()
      .where('home_id', '=', home.id)
      .where('status', '=', 'active')
      .where('id', '!=', tenancy.id)
      .where('start_date', '<=', today)
      .orderBy('start_date')
      .execute(),
  ]);
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

/** Ma co-location: the seeker's shared home, flatmates, shared documents and leases. */
const myColocationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  app.route({
    ...contractRoute(ROUTES['rentals.myColocation'], {
      ...DOC,
      summary: 'Ma co-location : le logement où je suis locataire, mes colocataires, les documents partagés',
      description: "404 « Vous n'avez pas encore de co-location. » sans location en cours ou à venir.",
    }),
    onRequest: app.requireUser,
    handler: async (request, reply) => {
      const answer = await myColocation(db, request.user!, parisDate());
      if (!answer) throw new HttpError(404, M.noColocation);
      reply.header('cache-control', 'no-store');
      return answer;
    },
  });
};

export default myColocationRoutes;
