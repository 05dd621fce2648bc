// Reading mandates for their parties: the view both the owner and the agency see.
import type { Db } from '../../db';
import type { MandateRow } from '../../db/tables/mandates';
import { HttpError } from '../../lib/errors';
import { MANDATE_MESSAGES as M } from './messages';
import { durationText, feesText } from './terms';

/** The mandate if the user is one of its two parties: 404 unknown, 403 someone else's. */
export async function partyMandate(db: Db, idParam: string, userId: number): Promise<MandateRow> {
  const id = Number(idParam);
  const mandate = Number.isSafeInteger(id) ? await db.selectFrom('mandates').selectAll().where('id', '=', id).executeTakeFirst() : undefined;
  if (!mandate) throw new HttpError(404, M.notFound);
  if (mandate.owner_id !== userId && mandate.agent_id !== userId) throw new HttpError(403, "Vous n'avez pas accès à ce mandat.");
  return mandate;
}

const nameOf = (user: { first_name: string; name: string; business_name: string | null } | undefined) =>
  user ? user.business_name?.trim() || `${user.first_name} ${user.name}`.trim() : '';

export async function mandateView(db: Db, mandate: MandateRow, userId: number) {
  const [events, owner, agent] = await Promise.all([
    db.selectFrom('mandate_events').select(['kind', 'at']).where('mandate_id', '=', mandate.id).orderBy('at').orderBy('id').execute(),
    db.selectFrom('users').select(['first_name', 'name', 'business_name']).where('id', '=', mandate.owner_id).executeTakeFirst(),
    db.selectFrom('users').select(['first_name', 'name', 'business_name']).where('id', '=', mandate.agent_id).executeTakeFirst(),
  ]);
  const role = mandate.owner_id === userId ? ('owner' as const) : ('agent' as const);
  const open = mandate.status === 'signing' || mandate.status === 'signed';
  return {
    id: mandate.id,
    reference: mandate.reference,
    home_id: mandate.home_id,
    status: mandate.status as 'signing' | 'signed' | 'complete' | 'refused' | 'expired' | 'cancelled',
    provider: mandate.provider,
    provider_name: mandate.provider_name,
    owner_name: nameOf(owner),
    agent_name: nameOf(agent),
    fee_rate: mandate.fee_rate,
    fees: feesText(mandate.fee_rate),
    duration_months: mandate.duration_months,
    duration: durationText(mandate.duration_months),
    created_at: mandate.created_at,
    expires_at: mandate.expires_at,
    owner_signed_at: mandate.owner_signed_at,
    agent_signed_at: mandate.agent_signed_at,
    closed_at: mandate.closed_at,
    events: events.map((event) => ({ kind: event.kind as 'created', at: event.at })),
    role,
    can_sign: role === 'owner' && mandate.status === 'signing',
    can_countersign: mandate.agent_id === userId && mandate.status === 'signed',
    can_decline: open,
    signing_url: role === 'owner' && mandate.status === 'signing' ? `/api/mandates/${mandate.id}/sign` : null,
    pdf_url: `/api/mandates/${mandate.id}/pdf`,
  };
}
