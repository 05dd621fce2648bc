import type { Selectable } from 'kysely';
import type { Config } from '../../config';
import type { Db } from '../../db';
import type { ConversationParticipantsTable, ConversationRow, HomeRow, UserRow } from '../../db/types';
import { HttpError } from '../../lib/errors';
import { MESSAGING_MESSAGES as M } from './messages';

export type ParticipantRow = Selectable<ConversationParticipantsTable>;
export type StaffConfig = Pick<Config, 'customerServiceUserId'>;

const ROLE = { coloc: 1, proprio: 2, agent: 4, manager: 8 } as const;
export const SUPPORT_ROLE = 'support';

/** Support staff answer every support thread: staff_role 'support', or the configured customer-service user. */
export function isSupportStaff(user: Pick<UserRow, 'id' | 'staff_role'>, config: StaffConfig): boolean {
  return user.staff_role === SUPPORT_ROLE || user.id === config.customerServiceUserId;
}

export async function supportStaffIds(db: Db, config: StaffConfig): Promise<number[]> {
  const rows = await db.selectFrom('users').select('id').where('staff_role', '=', SUPPORT_ROLE).execute();
  const ids = new Set(rows.map((row) => row.id));
  if (config.customerServiceUserId !== null) ids.add(config.customerServiceUserId);
  return [...ids];
}

/**
 * Someone who receives people about a home (SPEC 3: a professional, or a coloc with a non-coloc
 * home), as opposed to a seeker. Their threads are filed under one of their homes.
 */
export async function isHost(db: Db, user: Pick<UserRow, 'id' | 'type'>): Promise<boolean> {
  if ((user.type & (ROLE.proprio | ROLE.agent | ROLE.manager)) !== 0) return true;
  if ((user.type & ROLE.coloc) === 0) return false;
  const home = await db.selectFrom('homes').select('is_coloc').where('user_id', '=', user.id).orderBy('id').limit(1).executeTakeFirst();
  return home !== undefined && home.is_coloc === 0;
}

/** Which side of the thread a reader is on: `team` is any support staff on someone's support thread. */
export type Side = 'member' | 'team';

/** A conversation the caller may read and write, with what deciding their side needed. */
export interface ConversationAccess {
  conversation: ConversationRow;
  participants: ParticipantRow[];
  /** Support thread: the user who asked (the one non-staff participant). Null for a direct thread. */
  ownerId: number | null;
  side: Side;
}

/**
 * The user who asked, in a support thread: its non-staff participant; if there is none (a user
 * who became staff later), the first one who joined.
 */
export function supportOwner(participants: readonly ParticipantRow[], staff: ReadonlySet<number>): number | null {
  const sorted = [...participants].sort((a, b) => a.joined_at.localeCompare(b.joined_at) || a.user_id - b.user_id);
  return (sorted.find((p) => !staff.has(p.user_id)) ?? sorted[0])?.user_id ?? null;
}

export async function participantsOf(db: Db, conversationIds: readonly number[]): Promise<ParticipantRow[]> {
  if (conversationIds.length === 0) return [];
  return db.selectFrom('conversation_participants').selectAll().where('conversation_id', 'in', [...conversationIds]).execute();
}

/** The read mark of one side: the member's own, or the furthest any staff member read (one team). */
export function sideMark(access: Pick<ConversationAccess, 'participants' | 'ownerId'>, side: Side, userId: number): number {
  if (side === 'team') {
    return Math.max(0, ...access.participants.filter((p) => p.user_id !== access.ownerId).map((p) => p.last_read_message_id));
  }
  return access.participants.find((p) => p.user_id === userId)?.last_read_message_id ?? 0;
}

/** The read mark of the other side, for the "Lu" marks of the reader's own messages. */
export function peerMark(access: Pick<ConversationAccess, 'conversation' | 'participants' | 'ownerId'>, side: Side, userId: number): number {
  if (access.conversation.kind === 'support') {
    if (side === 'team') return access.participants.find((p) => p.user_id === access.ownerId)?.last_read_message_id ?? 0;
    return sideMark(access, 'team', userId);
  }
  return Math.max(0, ...access.participants.filter((p) => p.user_id !== userId).map((p) => p.last_read_message_id));
}

/**
 * The conversation if the user takes part in it, or is support staff and it is a support thread.
 * 404 when it does not exist, 403 otherwise.
 */
export async function conversationAccess(
  db: Db,
  config: StaffConfig,
  user: Pick<UserRow, 'id' | 'staff_role'>,
  conversationId: number,
): Promise<ConversationAccess> {
  const conversation = await db.selectFrom('conversations').selectAll().where('id', '=', conversationId).executeTakeFirst();
  if (!conversation) throw new HttpError(404, M.conversationNotFound);
  const participants = await participantsOf(db, [conversation.id]);
  const member = participants.some((p) => p.user_id === user.id);
  if (conversation.kind === 'direct') {
    if (!member) throw new HttpError(403, M.notParticipant);
    return { conversation, participants, ownerId: null, side: 'member' };
  }
  const staff = new Set(await supportStaffIds(db, config));
  const ownerId = supportOwner(participants, staff);
  if (ownerId === user.id) return { conversation, participants, ownerId, side: 'member' };
  if (isSupportStaff(user, config)) return { conversation, participants, ownerId, side: 'team' };
  throw new HttpError(403, M.notParticipant);
}

/** The home shown on a thread: its name, else the label of an incomplete listing (SPEC 2.8). */
export function homeTitle(home: Pick<HomeRow, 'name'> | undefined): string | null {
  if (!home) return null;
  return home.name?.trim() ? home.name.trim() : 'ANNONCE INCOMPLETE';
}
