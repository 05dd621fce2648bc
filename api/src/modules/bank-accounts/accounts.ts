import type { Selectable } from 'kysely';
import { groupIban, maskIban } from '@coloc/contract/payments/iban';
import type { Db } from '../../db';
import type { BankAccountsTable } from '../../db/tables/bank';
import { scaStatusOf, type ScaStatus } from './sca-status';

export type BankAccountRow = Selectable<BankAccountsTable>;

export interface BankAccountView {
  id: number;
  owner_type: 'user' | 'company';
  owner_id: number;
  holder_name: string;
  iban_masked: string;
  bic: string | null;
  status: 'pending_sca' | 'validated' | 'refused';
  validated_at: string | null;
  created_at: string;
}

/** Statuses the owner sees; 'archived' (replaced) accounts are kept for the record only. */
export const VISIBLE_STATUSES = ['pending_sca', 'validated'] as const;

export function toBankAccountView(row: BankAccountRow): BankAccountView {
  return {
    id: row.id,
    owner_type: row.owner_type === 'company' ? 'company' : 'user',
    owner_id: row.owner_id,
    holder_name: row.holder_name,
    iban_masked: maskIban(row.iban),
    bic: row.bic,
    status: row.status === 'validated' || row.status === 'pending_sca' ? row.status : 'refused',
    validated_at: row.validated_at,
    created_at: row.created_at,
  };
}

/**
 * The account rents are paid into, for the landlords of a home in the order given (the home's
 * creator first, say): the first of them with an SCA-validated account, their latest one. The IBAN
 * is whole (the tenant needs it to pay), printed in groups of four.
 */
export async function validatedPayee(
  db: Db,
  landlordUserIds: readonly number[],
): Promise<{ holder_name: string; iban: string; bic: string | null } | null> {
  if (landlordUserIds.length === 0) return null;
  const rows = await db
    .selectFrom('bank_accounts')
    .select(['user_id', 'holder_name', 'iban', 'bic', 'validated_at'])
    .where('user_id', 'in', [...landlordUserIds])
    .where('status', '=', 'validated')
    .orderBy('validated_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  for (const userId of landlordUserIds) {
    const row = rows.find((r) => r.user_id === userId);
    if (row) return { holder_name: row.holder_name, iban: groupIban(row.iban), bic: row.bic };
  }
  return null;
}

/**
 * Keeps users.sca_status, a stored copy (exports, SQL reports), equal to what scaStatusOf computes;
 * the user object always shows the computed value (the 180 days run out without any write).
 */
export async function refreshStoredScaStatus(db: Db, userId: number): Promise<ScaStatus> {
  const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
  const status = await scaStatusOf(db, user);
  if (status !== user.sca_status) await db.updateTable('users').set({ sca_status: status }).where('id', '=', userId).execute();
  return status;
}
