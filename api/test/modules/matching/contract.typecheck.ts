import type { Static } from '@fastify/type-provider-typebox';
import type * as properties from '../../../../shared/src/types/properties';
import type { AdvertFlatmateSchema, PublicAdvertSchema } from '../../../src/modules/adverts/schemas';

/*
 * The advert schemas and the shared types describe the same JSON, both ways (the matching types are
 * derived from @coloc/contract now; these go when the adverts domain moves to the contract).
 */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const assertSame = <T extends true>(value: T) => value;
assertSame<Same<Static<typeof AdvertFlatmateSchema>, properties.AdvertFlatmate>>(true);
assertSame<Same<Static<typeof PublicAdvertSchema>, properties.PublicAdvert>>(true);
