import type { Static } from '@fastify/type-provider-typebox';
import type * as entities from '../../../../shared/src/types/entities';
import type { MatchHomeHitSchema, MatchScoreSchema, MatchUserHitSchema, PairScoreAnswerSchema } from '../../../src/modules/matching/schemas';

/*
 * The matching schemas and the shared types describe the same JSON, both ways: a score
 * that may be null on one side only, or a field added on one side only, fails `npm run typecheck`.
 */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const assertSame = <T extends true>(value: T) => value;
assertSame<Same<Static<typeof MatchScoreSchema>, entities.MatchScore>>(true);
assertSame<Same<Static<typeof MatchHomeHitSchema>, entities.MatchHomeHit>>(true);
assertSame<Same<Static<typeof MatchUserHitSchema>, entities.MatchUserHit>>(true);
assertSame<Same<Static<typeof PairScoreAnswerSchema>, entities.PairScoreAnswer>>(true);
