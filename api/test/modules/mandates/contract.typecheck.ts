import type { Static } from '@fastify/type-provider-typebox';
import type * as contract from '../../../../shared/src/types/mandates';
import type { HomeMandateSchema, MandateEventSchema, MandateViewSchema } from '../../../src/modules/mandates/schemas';

/*
 * The mandate routes' schemas and the shared types describe the same JSON, both ways: a field
 * changed on one side only fails `npm run typecheck` (the first step of `npm test`). Until the
 * contract package of issue 18 holds the schema once, this is what keeps the two from drifting.
 */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const assertSame = <T extends true>(value: T) => value;
assertSame<Same<Static<typeof MandateViewSchema>, contract.MandateView>>(true);
assertSame<Same<Static<typeof MandateEventSchema>, contract.MandateView['events'][number]>>(true);
assertSame<Same<Static<typeof HomeMandateSchema>, contract.HomeMandate>>(true);
