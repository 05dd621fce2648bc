import type { Static } from '@fastify/type-provider-typebox';
import * as contract from '../../../../shared/src/types/properties';
import { DIAGNOSTIC_KINDS } from '../../../src/modules/rentals/diagnostics-rules';
import { DOCUMENT_CATEGORIES, DOCUMENT_MAX_BYTES } from '@coloc/contract/rentals/limits';
import type { DiagnosticInputBody, DiagnosticSchema, HomeDocumentSchema } from '@coloc/contract/rentals/schemas';
import type { LeaseInputBody, LeaseSchema } from '@coloc/contract/rentals/schemas';
import type {
  ManagementOverviewSchema,
  RentPaymentInputBody,
  RentPaymentSchema,
  TenancyInputBody,
  TenancySchema,
} from '@coloc/contract/rentals/schemas';
import type { MyColocationSchema } from '@coloc/contract/rentals/schemas';
import type { AdvertReportSchema } from '@coloc/contract/rentals/schemas';
import type { AnswerContactBody, ReceivedRequestsSchema } from '@coloc/contract/rentals/schemas';

/*
 * The contract's rentals schemas and the rentals types still written by hand in @coloc/shared
 * describe the same JSON, both ways (checked by tsc), until shared derives them (issue 18).
 */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const assertSame = <T extends true>(value: T) => value;
assertSame<Same<Static<typeof TenancySchema>, contract.Tenancy>>(true);
assertSame<Same<Static<typeof TenancyInputBody>, contract.TenancyInput>>(true);
assertSame<Same<Static<typeof RentPaymentSchema>, contract.RentPayment>>(true);
assertSame<Same<Static<typeof RentPaymentInputBody>, contract.RentPaymentInput>>(true);
assertSame<Same<Static<typeof ManagementOverviewSchema>, contract.ManagementOverview>>(true);
assertSame<Same<Static<typeof DiagnosticSchema>, contract.Diagnostic>>(true);
assertSame<Same<Static<typeof DiagnosticInputBody>, contract.DiagnosticInput>>(true);
assertSame<Same<Static<typeof HomeDocumentSchema>, contract.HomeDocument>>(true);
assertSame<Same<Static<typeof ReceivedRequestsSchema>, contract.ReceivedRequests>>(true);
assertSame<Same<Static<typeof AnswerContactBody>, contract.AnswerContactInput>>(true);
assertSame<Same<Static<typeof LeaseInputBody>, contract.LeaseInput>>(true);
assertSame<Same<Static<typeof LeaseSchema>, contract.Lease>>(true);
assertSame<Same<Static<typeof AdvertReportSchema>, contract.AdvertReport>>(true);
assertSame<Same<Static<typeof MyColocationSchema>, contract.MyColocation>>(true);
assertSame<Same<(typeof DIAGNOSTIC_KINDS)[number], contract.DiagnosticKind>>(true);
assertSame<Same<(typeof DOCUMENT_CATEGORIES)[number], contract.DocumentCategory>>(true);

describe('rentals contract', () => {
  it('uses the shared document size limit', () => {
    expect(DOCUMENT_MAX_BYTES).toBe(contract.DOCUMENT_MAX_BYTES);
  });
});
