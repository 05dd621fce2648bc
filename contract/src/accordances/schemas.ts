// Likes and dislikes (« accordances ») of profiles, homes and groups, and the lists they make.
import { Type, type Static } from 'typebox';
import { MatchHomeHitSchema, MatchUserHitSchema } from '../matching/schemas';

export const ACCORDANCE_TYPES = ['like', 'dislike'] as const;

export const AccordanceBody = Type.Object(
  {
    type: Type.Enum([...ACCORDANCE_TYPES], { description: 'like : favori ; dislike : ne plus proposer' }),
    user_id: Type.Optional(Type.Integer({ minimum: 1 })),
    group_id: Type.Optional(Type.Integer({ minimum: 1 })),
  },
  { additionalProperties: false },
);
export type AccordanceInput = Static<typeof AccordanceBody>;

/** The choice in force once the call is made (null when it was withdrawn). */
export const AccordanceResultSchema = Type.Object({ type: Type.Union([Type.Enum([...ACCORDANCE_TYPES]), Type.Null()]) });
export type AccordanceResult = Static<typeof AccordanceResultSchema>;

export const AccordanceHomeParams = Type.Object({
  id: Type.String({ pattern: '^(default|[1-9][0-9]{0,14})$', description: 'Identifiant du logement ou « default »' }),
});
export const AccordanceUserParams = Type.Object({ id: Type.Integer() });
export const CounterQuery = Type.Object({ counter: Type.Optional(Type.String()) });
export const ChoicesQuery = Type.Object({ home_id: Type.Optional(Type.String({ pattern: '^(default|[1-9][0-9]{0,14})$' })) });

export const LikedProfilesSchema = Type.Object({ Count: Type.Integer(), Hits: Type.Optional(Type.Array(MatchUserHitSchema)) });
export type LikedProfiles = Static<typeof LikedProfilesSchema>;

/** Favourite (or disliked) profiles and homes, as cards scored for the reader. */
export const ChoicesSchema = Type.Object({ users: Type.Array(MatchUserHitSchema), homes: Type.Array(MatchHomeHitSchema) });
export type Choices = Static<typeof ChoicesSchema>;
export const FavoritesAnswerSchema = Type.Union([Type.Integer(), ChoicesSchema]);
