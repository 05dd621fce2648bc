// Our record of each SCA round trip (sca_operations). A return is settled against this record and
// the provider's own answer, read server to server; the browser's controlStatus only tells which
// way the user meant to go when the provider has nothing yet.
import type { Selectable } from 'kysely';
import { nowIso, type Db } from '../../db';
import type { ScaOperationsTable } from '../../db/tables/bank';
import type { UserRow } from '../../db/types';
import { randomToken } from '../../lib/crypto';
import { HttpError } from '../../lib/errors';
import { BANK_MESSAGES as M } from './messages';
import type { ScaControlStatus, ScaKind, ScaOutcome, ScaProvider, ScaStarted } from './provider';

export type ScaOperationRow = Selectable<ScaOperationsTable>;

/** How long a started SCA stays usable (the return must come back within it). */
export const SCA_OPERATION_TTL_MS = 15 * 60 * 1000;

/** Final state of an operation once its return was processed. */
export type SettledOutcome = 'validated' | 'refused' | 'cancelled' | 'error';

/**
 * A same-site path (never another origin: the provider sends the browser there) without any
 * controlStatus / actionStatus left from an earlier round trip. Null when it is not acceptable.
 */
export function cleanReturnPath(value: string): string | null {
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\') || /[\s\u0000-\u001f\\]/.test(value)) return null;
  const url = new URL(value, 'http://site.invalid');
  if (url.origin !== 'http://site.invalid') return null;
  url.searchParams.delete('controlStatus');
  url.searchParams.delete('actionStatus');
  return `${url.pathname}${url.search}${url.hash}`;
}

export interface StartedOperation extends ScaStarted {
  reference: string;
  expiresAt: Date;
}

/**
 * Asks the provider to start an authentication. Nothing is written on our side yet: the caller
 * stores the operation (recordOperation) with whatever it belongs to, in one transaction.
 */
export async function startWithProvider(
  provider: ScaProvider,
  input: { user: Pick<UserRow, 'id' | 'email' | 'first_name' | 'name'>; kind: ScaKind; label: string; returnUrl: string },
): Promise<StartedOperation> {
  const reference = randomToken();
  const expiresAt = new Date(Date.now() + SCA_OPERATION_TTL_MS);
  try {
    const started = await provider.start({
      reference,
      kind: input.kind,
      label: input.label,
      returnUrl: input.returnUrl,
      user: { id: input.user.id, email: input.user.email, first_name: input.user.first_name, name: input.user.name },
      expiresAt,
    });
    return { ...started, reference, expiresAt };
  } catch {
    throw new HttpError(502, M.providerUnavailable);
  }
}

export async function recordOperation(
  db: Db,
  started: StartedOperation,
  input: { userId: number; kind: ScaKind; bankAccountId: number | null; provider: string },
): Promise<void> {
  await db
    .insertInto('sca_operations')
    .values({
      reference: started.reference,
      user_id: input.userId,
      kind: input.kind,
      bank_account_id: input.bankAccountId,
      provider: input.provider,
      provider_reference: started.providerReference,
      sca_type: started.scaType,
      status: 'pending',
      created_at: nowIso(),
      expires_at: nowIso(started.expiresAt),
      consumed_at: null,
    })
    .execute();
}

/** The caller's operation of this kind (and account) named by actionStatus, or a French 400. */
export async function findOperation(
  db: Db,
  where: { reference: string; userId: number; kind: ScaKind; bankAccountId?: number },
): Promise<ScaOperationRow> {
  let query = db
    .selectFrom('sca_operations')
    .selectAll()
    .where('reference', '=', where.reference)
    .where('user_id', '=', where.userId)
    .where('kind', '=', where.kind);
  if (where.bankAccountId !== undefined) query = query.where('bank_account_id', '=', where.bankAccountId);
  const row = await query.executeTakeFirst();
  if (!row) throw new HttpError(400, M.operationUnknown);
  return row;
}

export type Settlement = { outcome: SettledOutcome } | { outcome: 'expired' };

/**
 * What the return amounts to, decided from our record and the provider's, without writing:
 * - consumed -> 409 (a replayed actionStatus), another provider -> 400;
 * - past its 15 minutes -> 'expired';
 * - the provider's outcome when it has one; while it is still PENDING, a claimed VALIDATED is a
 *   forgery (409, nothing changes) and any other claim means the user gave up ('cancelled').
 */
export async function settle(provider: ScaProvider, operation: ScaOperationRow, claimed: ScaControlStatus, now = new Date()): Promise<Settlement> {
  if (operation.consumed_at !== null) throw new HttpError(409, M.operationConsumed);
  if (operation.provider !== provider.id) throw new HttpError(400, M.operationUnknown);
  if (Date.parse(operation.expires_at) <= now.getTime()) return { outcome: 'expired' };
  let outcome: ScaOutcome;
  try {
    outcome = await provider.outcome(operation.provider_reference);
  } catch {
    throw new HttpError(502, M.providerUnavailable);
  }
  switch (outcome) {
    case 'VALIDATED':
      return { outcome: 'validated' };
    case 'REFUSED':
      return { outcome: 'refused' };
    case 'CANCELLED':
      return { outcome: 'cancelled' };
    case 'ERROR':
      return { outcome: 'error' };
    case 'PENDING':
      if (claimed === 'VALIDATED') throw new HttpError(409, M.operationPending);
      return { outcome: 'cancelled' };
  }
}

/**
 * Marks the operation used, inside the caller's transaction. Only one request can do it: a
 * concurrent replay finds it consumed and gets the same 409 as a later one.
 */
export async function consume(trx: Db, operation: ScaOperationRow, status: SettledOutcome | 'expired'): Promise<void> {
  const result = await trx
    .updateTable('sca_operations')
    .set({ status, consumed_at: nowIso() })
    .where('id', '=', operation.id)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new HttpError(409, M.operationConsumed);
}
