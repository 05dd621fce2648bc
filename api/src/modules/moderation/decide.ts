import type { Config } from '../../config';
import { nowIso, type Db } from '../../db';
import type { HomeRow, UserRow } from '../../db/types';
import { HttpError, notFound } from '../../lib/errors';
import type { Mailer } from '../../mail';
import { homePublicUrl } from '../homes';
import { COMPLETE_STEP } from '../homes';
import { segmentOf } from '../visits';
import { advertApprovedMail, advertRefusedMail } from './mail';
import type { ModerationDecisionObject } from '@coloc/contract/moderation/schemas';

export const DECISION_MESSAGES = {
  notPending: "Cette annonce n'est pas en attente de modération : elle a déjà été traitée ou n'a pas été soumise.",
  incomplete: "Cette annonce est incomplète (adresse, description, une chambre avec son loyer et une photo) : elle ne peut pas être publiée.",
} as const;

export interface DecisionContext {
  db: Db;
  mailer: Mailer;
  config: Pick<Config, 'publicUrl'>;
}

type Moderator = Pick<UserRow, 'id'>;

/**
 * Applies the decision to a home still pending, in one conditional update: two moderators deciding
 * at the same time cannot both win, the second gets the 409.
 */
async function decide(
  db: Db,
  homeId: number,
  values: { published: number; moderation_status: 'accepted' | 'refused'; moderation_reason: string | null },
  moderator: Moderator,
  check?: (home: HomeRow) => void,
): Promise<HomeRow> {
  return db.transaction().execute(async (trx) => {
    const home = await trx.selectFrom('homes').selectAll().where('id', '=', homeId).executeTakeFirst();
    if (!home) throw notFound();
    if (home.moderation_status !== 'pending') throw new HttpError(409, DECISION_MESSAGES.notPending);
    check?.(home);
    const now = nowIso();
    const updated = await trx
      .updateTable('homes')
      .set({ ...values, moderated_at: now, moderated_by: moderator.id, updated_at: now })
      .where('id', '=', homeId)
      .where('moderation_status', '=', 'pending')
      .returningAll()
      .executeTakeFirst();
    if (!updated) throw new HttpError(409, DECISION_MESSAGES.notPending);
    return updated;
  });
}

async function creatorOf(db: Db, home: HomeRow) {
  return db.selectFrom('users').select(['id', 'email', 'first_name', 'type']).where('id', '=', home.user_id).executeTakeFirst();
}

function decisionOf(home: HomeRow): ModerationDecisionObject {
  return { home_id: home.id, moderation_status: home.moderation_status as 'accepted' | 'refused', published: home.published === 1 };
}

/** Publishes the advert and tells its creator, with the public link. */
export async function approveAdvert(ctx: DecisionContext, homeId: number, moderator: Moderator): Promise<ModerationDecisionObject> {
  const home = await decide(ctx.db, homeId, { published: 1, moderation_status: 'accepted', moderation_reason: null }, moderator, (row) => {
    if (row.step < COMPLETE_STEP) throw new HttpError(409, DECISION_MESSAGES.incomplete);
  });
  const creator = await creatorOf(ctx.db, home);
  if (creator) ctx.mailer.dispatch(advertApprovedMail(creator.email, creator.first_name, home, `${ctx.config.publicUrl}${homePublicUrl(home)}`));
  return decisionOf(home);
}

/** Takes the advert offline (if it was online) and sends the reason to its creator. */
export async function rejectAdvert(ctx: DecisionContext, homeId: number, reason: string, moderator: Moderator): Promise<ModerationDecisionObject> {
  const home = await decide(ctx.db, homeId, { published: 0, moderation_status: 'refused', moderation_reason: reason }, moderator);
  const creator = await creatorOf(ctx.db, home);
  if (creator) {
    const editLink = `${ctx.config.publicUrl}/${segmentOf(creator)}/annonce-modification/${home.id}?home_id=${home.id}`;
    ctx.mailer.dispatch(advertRefusedMail(creator.email, creator.first_name, home, reason, editLink));
  }
  return decisionOf(home);
}
