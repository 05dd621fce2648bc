// The built-in sandbox provider's SCA side: it keeps its own records (what a real PSP keeps on its
// side) in sandbox_sca_operations, and its pages (./routes.ts) let the user answer.
import { randomInt } from 'node:crypto';
import { nowIso, type Db } from '../../../db';
import { randomToken } from '../../../lib/crypto';
import type { ScaOutcome, ScaProvider } from '../provider';

export const SANDBOX_PROVIDER_ID = 'sandbox';
export const SANDBOX_SCA_PATH = '/api/sandbox-provider/sca';
const OUTCOMES: readonly string[] = ['PENDING', 'VALIDATED', 'REFUSED', 'CANCELLED', 'ERROR'] satisfies ScaOutcome[];

export function createSandboxScaProvider(db: Db, publicUrl: string): ScaProvider {
  return {
    id: SANDBOX_PROVIDER_ID,
    sandbox: true,

    async start(request) {
      const token = randomToken();
      await db
        .insertInto('sandbox_sca_operations')
        .values({
          token,
          merchant_reference: request.reference,
          user_id: request.user.id,
          label: request.label,
          return_url: request.returnUrl,
          // The sandbox prints it on its page: it stands for the code a bank sends by SMS.
          code: String(randomInt(0, 1_000_000)).padStart(6, '0'),
          attempts: 0,
          outcome: 'PENDING',
          created_at: nowIso(),
          expires_at: nowIso(request.expiresAt),
          finished_at: null,
        })
        .execute();
      return { redirectUrl: `${publicUrl}${SANDBOX_SCA_PATH}/${token}`, scaType: 'redirect', providerReference: token };
    },

    async outcome(providerReference) {
      const row = await db.selectFrom('sandbox_sca_operations').select('outcome').where('token', '=', providerReference).executeTakeFirst();
      if (!row) return 'ERROR';
      return OUTCOMES.includes(row.outcome) ? (row.outcome as ScaOutcome) : 'ERROR';
    },
  };
}
