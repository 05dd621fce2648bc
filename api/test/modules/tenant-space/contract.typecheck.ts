import type { Static } from '@fastify/type-provider-typebox';
import type * as contract from '../../../../shared/src/types/payments';
import type {
  NextColocationPlanSchema,
  RentReceiptSchema,
  RentRequestSchema,
  TenantDocumentsOverviewSchema,
} from '../../../src/modules/tenant-space/schemas';

/*
 * The API's schemas and the shared contract describe the same JSON, both ways. Checked by tsc
 * (`npm run typecheck`, the first step of `npm test`), not by jest: jest strips types, so the
 * `expect(true)` test this file used to hold checked nothing (issue 17).
 */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const assertSame = <T extends true>(value: T) => value;
assertSame<Same<Static<typeof RentReceiptSchema>, contract.RentReceipt>>(true);
assertSame<Same<Static<typeof RentRequestSchema>, contract.RentRequest>>(true);
assertSame<Same<Static<typeof TenantDocumentsOverviewSchema>, contract.TenantDocumentsOverview>>(true);
assertSame<Same<Static<typeof NextColocationPlanSchema>, contract.NextColocationPlan>>(true);
