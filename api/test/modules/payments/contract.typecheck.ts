import type { Static } from '@fastify/type-provider-typebox';
import * as contract from '../../../../shared/src/types/payments';
import type {
  InvoiceSummarySchema,
  PaymentFormSchema,
  PaymentProviderInfoSchema,
  PaymentResultSchema,
  ReferralInfoSchema,
  ReferralInvitationSchema,
  SubscriptionDetailsSchema,
  SubscriptionOverviewSchema,
  SubscriptionStartBody,
  SubscriptionStartedSchema,
} from '../../../src/modules/payments/schemas';

/*
 * The API's schemas and the shared contract describe the same JSON, both ways. Checked by tsc
 * (`npm run typecheck`, the first step of `npm test`), not by jest: jest strips types, so the
 * `expect(true)` test this file used to hold checked nothing (issue 17).
 */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const assertSame = <T extends true>(value: T) => value;
assertSame<Same<Static<typeof SubscriptionDetailsSchema>, contract.SubscriptionDetails>>(true);
assertSame<Same<Static<typeof SubscriptionOverviewSchema>, contract.SubscriptionOverview>>(true);
assertSame<Same<Static<typeof SubscriptionStartBody>, contract.SubscriptionStart>>(true);
assertSame<Same<Static<typeof SubscriptionStartedSchema>, contract.SubscriptionStarted>>(true);
assertSame<Same<Static<typeof PaymentFormSchema>, contract.PaymentForm>>(true);
assertSame<Same<Static<typeof PaymentResultSchema>, contract.PaymentResult>>(true);
assertSame<Same<Static<typeof InvoiceSummarySchema>, contract.InvoiceSummary>>(true);
assertSame<Same<Static<typeof ReferralInfoSchema>, contract.ReferralInfo>>(true);
assertSame<Same<Static<typeof ReferralInvitationSchema>, contract.ReferralInvitation>>(true);
assertSame<Same<Static<typeof PaymentProviderInfoSchema>, contract.PaymentProviderInfo>>(true);
