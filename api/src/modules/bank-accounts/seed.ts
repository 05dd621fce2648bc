import type { Kysely } from 'kysely';
import { nowIso } from '../../db';
import type { Database } from '../../db/types';

const OWNER = 'proprio@demo.toitpartage.fr';
/** A valid French IBAN (checksum right) of a fictitious account: the demo's rents are paid into it. */
export const DEMO_OWNER_IBAN = 'FR7630006000011234567890189';

/**
 * proprio@ has an SCA-validated account (validated at seeding, so well within the 180 days);
 * agent@ has none, so their sca_status is 'required' and the dashboard shows the warning.
 * Idempotent: nothing is added when proprio@ already has an account.
 */
export async function seedDemoBankAccounts(db: Kysely<Database>, _dataDir: string): Promise<number> {
  const owner = await db.selectFrom('users').select(['id', 'first_name', 'name']).where('email', '=', OWNER).executeTakeFirst();
  if (!owner) return 0;
  const existing = await db.selectFrom('bank_accounts').select('id').where('user_id', '=', owner.id).limit(1).executeTakeFirst();
  if (existing) return 0;
  const now = nowIso();
  await db
    .insertInto('bank_accounts')
    .values({
      owner_type: 'user',
      owner_id: owner.id,
      user_id: owner.id,
      holder_name: `${owner.first_name} ${owner.name}`,
      iban: DEMO_OWNER_IBAN,
      bic: 'AGRIFRPP',
      status: 'validated',
      validated_at: now,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await db.updateTable('users').set({ sca_status: 'validated' }).where('id', '=', owner.id).execute();
  return 1;
}
