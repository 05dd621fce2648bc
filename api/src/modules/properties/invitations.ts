import type { Config } from '../../config';
import { isUniqueViolation, nowIso, type Db } from '../../db';
import type { HomeLandlordRow, HomeRow, UserRow } from '../../db/types';
import { randomToken, sha256Hex } from '../../lib/crypto';
import { forbidden, HttpError } from '../../lib/errors';
import type { Mailer } from '../../mail';
import type { HomeAccessRights } from '../homes';
import { segmentOf } from '../visits';
import { isInviteExpired } from '../homes';
import { creatorRole } from './landlords';
import { ownerInvitationMail, SEGMENT_OF_ROLE } from './mail';
import { PROPERTY_MESSAGES as M } from './messages';
import type { LandlordRole } from '@coloc/contract/properties/rules';

const PRO_FLAGS = 2 | 4 | 8;

const conflict = (message: string) => new HttpError(409, message);

type Person = Pick<UserRow, 'id' | 'email' | 'first_name' | 'name' | 'type'>;
type InvitedHome = Pick<HomeRow, 'id' | 'user_id' | 'name' | 'city'>;

export interface InvitationContext {
  db: Db;
  mailer: Mailer;
  config: Pick<Config, 'publicUrl'>;
}

function fullName(person: Pick<UserRow, 'first_name' | 'name'>): string {
  return [person.first_name, person.name].filter(Boolean).join(' ');
}

async function accountByEmail(db: Db, email: string): Promise<Person | undefined> {
  return db.selectFrom('users').select(['id', 'email', 'first_name', 'name', 'type']).where('email', '=', email.toLowerCase()).executeTakeFirst();
}

/** Sends the invitation mail with a link to the dashboard segment the invitee will have. */
async function mailInvitation(ctx: InvitationContext, home: InvitedHome, inviter: Person, row: HomeLandlordRow, token: string): Promise<Person | undefined> {
  const invitee = await accountByEmail(ctx.db, row.email);
  const segment = invitee ? segmentOf(invitee) : SEGMENT_OF_ROLE[row.role];
  const link = `${ctx.config.publicUrl}/${segment}/invitation?token=${token}`;
  ctx.mailer.dispatch(
    ownerInvitationMail({ to: row.email, inviter: fullName(inviter), home, role: row.role, link, hasAccount: invitee !== undefined }),
  );
  return invitee;
}

/** A fresh link: only its sha256 is kept, the token itself travels in the mail. */
function freshLink(now: Date): { token: string; values: { token_hash: string; invite_sent_at: string } } {
  const token = randomToken();
  return { token, values: { token_hash: sha256Hex(token), invite_sent_at: nowIso(now) } };
}

export interface InviteRequest {
  email: string;
  role: LandlordRole;
  /** Resend an invitation already waiting for this address instead of refusing. */
  force: boolean;
}

/**
 * Invites an address to run the home (SPEC 4 Owner invite): refuses the creator and the current
 * landlords; a second invitation to an address already invited is refused unless forced, which
 * re-sends it with a new link valid 7 more days (and the role asked now).
 */
export async function inviteLandlord(
  ctx: InvitationContext,
  home: InvitedHome,
  inviter: Person,
  request: InviteRequest,
  now: Date = new Date(),
): Promise<{ row: HomeLandlordRow; invitee: Person | undefined }> {
  const { db } = ctx;
  const email = request.email.trim().toLowerCase();
  const creator = await db.selectFrom('users').select('email').where('id', '=', home.user_id).executeTakeFirstOrThrow();
  if (creator.email.toLowerCase() === email) throw conflict(M.alreadyCreator);

  const rows = await db
    .selectFrom('home_landlords')
    .leftJoin('users', 'users.id', 'home_landlords.user_id')
    .selectAll('home_landlords')
    .select('users.email as user_email')
    .where('home_landlords.home_id', '=', home.id)
    .execute();
  const sameAddress = (row: (typeof rows)[number]) => row.email.toLowerCase() === email || row.user_email?.toLowerCase() === email;
  if (rows.some((row) => row.status === 'accepted' && sameAddress(row))) throw conflict(M.alreadyLandlord);
  const waiting = rows.find((row) => row.status === 'pending' && row.email.toLowerCase() === email);
  if (waiting && !request.force) throw conflict(M.alreadyPending);

  const { token, values } = freshLink(now);
  let row: HomeLandlordRow;
  if (waiting) {
    row = await db
      .updateTable('home_landlords')
      .set({ ...values, role: request.role, invited_by: inviter.id })
      .where('id', '=', waiting.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  } else {
    try {
      row = await db
        .insertInto('home_landlords')
        .values({
          home_id: home.id,
          user_id: null,
          email,
          role: request.role,
          status: 'pending',
          invited_by: inviter.id,
          accepted_at: null,
          created_at: nowIso(now),
          ...values,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    } catch (error) {
      // Two invitations to one address at the same moment: the unique index keeps one.
      if (isUniqueViolation(error)) throw conflict(M.alreadyPending);
      throw error;
    }
  }
  const invitee = await mailInvitation(ctx, home, inviter, row, token);
  return { row, invitee };
}

async function invitationOf(db: Db, homeId: number, rowId: number): Promise<HomeLandlordRow> {
  const row = await db.selectFrom('home_landlords').selectAll().where('id', '=', rowId).where('home_id', '=', homeId).executeTakeFirst();
  if (!row) throw new HttpError(404, M.unknownInvitation);
  return row;
}

/** A new link for a pending (or expired) invitation, valid 7 days from now. */
export async function resendInvitation(ctx: InvitationContext, home: InvitedHome, inviter: Person, rowId: number, now: Date = new Date()): Promise<HomeLandlordRow> {
  const row = await invitationOf(ctx.db, home.id, rowId);
  if (row.status === 'accepted') throw conflict(M.alreadyAccepted);
  const { token, values } = freshLink(now);
  const updated = await ctx.db
    .updateTable('home_landlords')
    .set({ ...values, invited_by: inviter.id })
    .where('id', '=', row.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await mailInvitation(ctx, home, inviter, updated, token);
  return updated;
}

/**
 * Cancels an invitation or removes a co-landlord. Anyone with advert access may do it; a landlord
 * may always withdraw themself. The creator has no invitation row, so cannot be removed this way.
 */
export async function removeLandlord(db: Db, home: InvitedHome, caller: Pick<UserRow, 'id'>, access: HomeAccessRights, rowId: number): Promise<void> {
  const row = await invitationOf(db, home.id, rowId);
  const self = row.user_id === caller.id;
  if (!self && !access.advert) throw forbidden();
  await db.deleteFrom('home_landlords').where('id', '=', row.id).execute();
}

async function rowByToken(db: Db, token: string): Promise<HomeLandlordRow> {
  const row = await db.selectFrom('home_landlords').selectAll().where('token_hash', '=', sha256Hex(token)).executeTakeFirst();
  if (!row || row.status !== 'pending') throw new HttpError(404, M.unknownToken);
  return row;
}

export interface InvitationPreview {
  home_id: number;
  home_name: string | null;
  city: string | null;
  invited_by: string;
  role: LandlordRole;
  email: string;
  expired: boolean;
  accepted: boolean;
}

/**
 * What the invitation link shows before accepting. `accepted` is always false here: accepting
 * clears the token, so a used link answers 404.
 */
export async function previewInvitation(db: Db, token: string, now: Date = new Date()): Promise<InvitationPreview> {
  const row = await rowByToken(db, token);
  const home = await db.selectFrom('homes').select(['id', 'name', 'city', 'user_id']).where('id', '=', row.home_id).executeTakeFirstOrThrow();
  const inviter =
    (row.invited_by === null ? undefined : await db.selectFrom('users').select(['first_name', 'name']).where('id', '=', row.invited_by).executeTakeFirst()) ??
    (await db.selectFrom('users').select(['first_name', 'name']).where('id', '=', home.user_id).executeTakeFirstOrThrow());
  return {
    home_id: home.id,
    home_name: home.name,
    city: home.city,
    invited_by: fullName(inviter),
    role: row.role,
    email: row.email,
    expired: isInviteExpired(row, now),
    accepted: false,
  };
}

/**
 * The signed-in user joins the home's landlords. The account must use the invited address (the
 * link alone is not enough: a forwarded mail must not hand over a home), the link must be within
 * its 7 days, and the account must be able to run a home (not a seeker-only account).
 */
export async function acceptInvitation(db: Db, user: Person, token: string, now: Date = new Date()): Promise<{ home_id: number }> {
  const row = await rowByToken(db, token);
  if (user.email.toLowerCase() !== row.email.toLowerCase()) throw new HttpError(403, M.wrongAccount(row.email));
  if (isInviteExpired(row, now)) throw new HttpError(410, M.expired);
  const home = await db.selectFrom('homes').select(['id', 'user_id']).where('id', '=', row.home_id).executeTakeFirstOrThrow();
  if (home.user_id === user.id) throw conflict(M.youAreCreator);
  if ((user.type & PRO_FLAGS) === 0) {
    const ownHome = await db.selectFrom('homes').select('id').where('user_id', '=', user.id).limit(1).executeTakeFirst();
    if (!ownHome) throw new HttpError(403, M.seekerAccount);
  }
  const already = await db
    .selectFrom('home_landlords')
    .select('id')
    .where('home_id', '=', home.id)
    .where('user_id', '=', user.id)
    .where('status', '=', 'accepted')
    .executeTakeFirst();
  if (already) throw conflict(M.youAreLandlord);
  const accepted = await db
    .updateTable('home_landlords')
    .set({ status: 'accepted', user_id: user.id, accepted_at: nowIso(now), token_hash: null })
    // Only if still pending with this token: a cancel or a resend in between wins.
    .where('id', '=', row.id)
    .where('token_hash', '=', row.token_hash)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (Number(accepted.numUpdatedRows) === 0) throw new HttpError(404, M.unknownToken);
  return { home_id: home.id };
}

/**
 * Who may hand the advert or the agenda to the manager (SPEC 6): an owner of the home — its
 * creator unless the creator is a manager-only account, or a co-owner who accepted the role 'owner'.
 */
export async function isOwnerLandlord(db: Db, user: Pick<UserRow, 'id' | 'type'>, home: Pick<HomeRow, 'id' | 'user_id'>): Promise<boolean> {
  if (home.user_id === user.id) return creatorRole(user.type) !== 'manager';
  const row = await db
    .selectFrom('home_landlords')
    .select('id')
    .where('home_id', '=', home.id)
    .where('user_id', '=', user.id)
    .where('status', '=', 'accepted')
    .where('role', '=', 'owner')
    .executeTakeFirst();
  return row !== undefined;
}
