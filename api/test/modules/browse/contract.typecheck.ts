import type { Static } from '@fastify/type-provider-typebox';
import type * as contract from '../../../../shared/src/types/browse';
import type { AdvertCardSchema, BrowseAdvertsPageSchema, BROWSE_ORDERS, CityLinkSchema, CityPageDataSchema, CitySummarySchema } from '../../../src/modules/browse/schemas';

/*
 * The API's schemas and the shared contract describe the same JSON, both ways. Checked by tsc
 * (`npm run typecheck`, the first step of `npm test`), not by jest: jest strips types, so the
 * `expect(true)` test this file used to hold checked nothing (issue 17).
 */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const assertSame = <T extends true>(value: T) => value;
assertSame<Same<Static<typeof AdvertCardSchema>, contract.AdvertCard>>(true);
assertSame<Same<Static<typeof CitySummarySchema>, contract.CitySummary>>(true);
assertSame<Same<Static<typeof CityLinkSchema>, contract.CityLink>>(true);
assertSame<Same<Static<typeof BrowseAdvertsPageSchema>, contract.BrowseAdvertsPage>>(true);
assertSame<Same<Static<typeof CityPageDataSchema>, contract.CityPageData>>(true);
assertSame<Same<(typeof BROWSE_ORDERS)[number], contract.BrowseOrder>>(true);
