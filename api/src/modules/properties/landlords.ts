import type { Static } from '@fastify/type-provider-typebox';
import type { Db } from '../../db';
import type { HomeRow, UserRow } from '../../db/types';
import { inviteExpiresAt, isInviteExpired, loadLandlordRows, type LandlordEntryRow } from '../homes';
import type { LandlordRole, LandlordSchema } from '@coloc/contract/properties/schemas';

export type Landlord = Static<typeof LandlordSchema>;

const COLOC = 1;
const PROPRIO = 2;
const AGENT = 4;
const MANAGER = 8;

type Creator = Pick<UserRow, 'id' | 'email' | 'first_name' | 'name' | 'type'>;

/**
 * The creator's role comes from their account, as homes/access.ts decides rights: an owner (or
 * a seeker listing their own home), else an agent, else a manager.
 */
export function creatorRole(type: number): LandlordRole {
  if (type & (PROPRIO | COLOC)) return 'owner';
  if (type & AGENT) return 'agent';
  return type & MANAGER ? 'manager' : 'owner';
}

export function creatorLandlord(creator: Creator): Landlord {
  return {
    id: creator.id,
    email: creator.email,
    first_name: creator.first_name,
    name: creator.name,
    role: creatorRole(creator.type),
    pending: false,
    invite_expired: false,
    expired: false,
    user_id: creator.id,
    invitation_id: null,
    status: 'creator',
    invite_sent_at: null,
    invite_expires_at: null,
  };
}

/** An invitation row as a landlord: its account's names once accepted; only the address before. */
export function rowLandlord(row: LandlordEntryRow, now: Date): Landlord {
  const accepted = row.status === 'accepted' && row.user_id !== null;
  const expired = isInviteExpired(row, now);
  return {
    id: accepted ? row.user_id! : row.id,
    email: row.email,
    first_name: accepted ? (row.user_first_name ?? '') : '',
    name: accepted ? (row.user_name ?? '') : '',
    role: row.role,
    pending: !accepted,
    invite_expired: expired,
    expired,
    user_id: accepted ? row.user_id : null,
    invitation_id: row.id,
    status: accepted ? 'accepted' : expired ? 'expired' : 'pending',
    invite_sent_at: row.invite_sent_at,
    invite_expires_at: accepted ? null : inviteExpiresAt(row.invite_sent_at),
  };
}

const ORDER: Record<Landlord['status'], number> = { creator: 0, accepted: 1, pending: 2, expired: 3 };

/** The home's landlords: the creator, then accepted co-landlords, then invitations waiting, then expired ones. */
export async function listLandlords(db: Db, home: Pick<HomeRow, 'id' | 'user_id'>, now: Date = new Date()): Promise<Landlord[]> {
  const creator = await db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'name', 'type'])
    .where('id', '=', home.user_id)
    .executeTakeFirstOrThrow();
  const rows = (await loadLandlordRows(db, [home.id])).map((row) => rowLandlord(row, now));
  // Array.prototype.sort is stable: each group keeps the rows' id order.
  return [creatorLandlord(creator), ...rows.sort((a, b) => ORDER[a.status] - ORDER[b.status])];
}

/** One invitation row of this home as a landlord, or undefined. */
export async function landlordOfRow(db: Db, homeId: number, rowId: number, now: Date = new Date()): Promise<Landlord | undefined> {
  const row = (await loadLandlordRows(db, [homeId])).find((candidate) => candidate.id === rowId);
  return row ? rowLandlord(row, now) : undefined;
}
