// Wire shapes of the profile routes (the questionnaire's answers, SPEC 2.6) and of the answers other
// users see. The API validates, serialises and documents with them; `@coloc/shared` exports their types.
import { Type, type Static, type TSchema } from 'typebox';
import { Nullable, OrNull, OrNullEnum } from '../common/schemas';
import {
  HOME_KINDS,
  IMPORTANCE_SECTIONS,
  MAX_CHILDREN,
  MAX_CUSTODY_NOTE,
  MAX_DESCRIPTION,
  MAX_MULTI_CHOICES,
  PRIVATE_CAPABLE_FIELDS,
  PROFILE_MULTI_FIELDS,
  PROFILE_SINGLE_FIELDS,
} from './fields';

function fieldsOf<K extends string, T extends TSchema>(keys: readonly K[], schema: () => T): Record<K, T> {
  return Object.fromEntries(keys.map((key) => [key, schema()])) as Record<K, T>;
}

const ImportanceValue = () => Type.Integer({ minimum: 1, maximum: 4, description: '1 Pas important … 4 Essentiel' });

/** A user's answers (ProfileData of @coloc/shared). */
export const ProfileSchema = Type.Object(
  {
    id: Type.Integer(),
    user_id: Type.Integer(),
    ...fieldsOf(PROFILE_SINGLE_FIELDS, () => Nullable(Type.Integer())),
    ...fieldsOf(PROFILE_MULTI_FIELDS, () => Type.Array(Type.Integer())),
    birth_date: Nullable(Type.String({ description: 'AAAA-MM-JJ' })),
    children_count: Nullable(Type.Integer()),
    custody_note: Nullable(Type.String()),
    description: Nullable(Type.String()),
    home_kind: Nullable(Type.Enum([...HOME_KINDS])),
    importance: Type.Object(fieldsOf(IMPORTANCE_SECTIONS, ImportanceValue)),
    private_fields: Type.Array(Type.Enum([...PRIVATE_CAPABLE_FIELDS])),
    sensitive_consent: Type.Boolean({ description: "Consentement à l'usage de la religion et de l'alimentation dans le matching (faux par défaut)" }),
  },
  { description: 'Réponses au questionnaire (identifiants des listes de GET /api/options, même clé)' },
);
export type ProfileObject = Static<typeof ProfileSchema>;
export type ProfileData = ProfileObject;

const ReadOnly = Type.Optional(Type.Unknown());

/**
 * PUT /api/profiles/{id} (ProfileUpdate): any subset of the answers. `id` and `user_id` are read-only (accepted so that the
 * client may send back the object it received, and ignored); anything else unknown is refused.
 */
export const ProfileUpdateBody = Type.Object(
  {
    ...fieldsOf(PROFILE_SINGLE_FIELDS, () =>
      Type.Optional(OrNull(Type.Integer({ description: 'Identifiant de la liste de même nom' }))),
    ),
    ...fieldsOf(PROFILE_MULTI_FIELDS, () =>
      Type.Optional(
        Type.Array(Type.Integer(), {
          maxItems: MAX_MULTI_CHOICES,
          uniqueItems: true,
          description: `Identifiants distincts de la liste de même nom, ${MAX_MULTI_CHOICES} au plus`,
        }),
      ),
    ),
    birth_date: Type.Optional(
      OrNull(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'AAAA-MM-JJ ; entre 18 et 120 ans' })),
    ),
    children_count: Type.Optional(OrNull(Type.Integer({ minimum: 0, maximum: MAX_CHILDREN }))),
    custody_note: Type.Optional(OrNull(Type.String({ maxLength: MAX_CUSTODY_NOTE }))),
    description: Type.Optional(OrNull(Type.String({ maxLength: MAX_DESCRIPTION }))),
    home_kind: Type.Optional(
      OrNullEnum(HOME_KINDS, {
        description: 'none : pas de logement ; shared : logement partagé ; non-coloc : logement non partagé',
      }),
    ),
    importance: Type.Optional(
      Type.Object(
        fieldsOf(IMPORTANCE_SECTIONS, () => Type.Optional(ImportanceValue())),
        { additionalProperties: false, description: 'Sections à modifier ; les autres gardent leur valeur' },
      ),
    ),
    private_fields: Type.Optional(
      Type.Array(Type.Enum([...PRIVATE_CAPABLE_FIELDS]), {
        uniqueItems: true,
        maxItems: PRIVATE_CAPABLE_FIELDS.length,
        description: 'Réponses gardées pour soi : ni affichées aux autres, ni utilisées par la recherche',
      }),
    ),
    sensitive_consent: Type.Optional(
      Type.Boolean({
        description:
          "Religion et alimentation : vrai pour qu'elles servent au matching avec les personnes qui y ont aussi consenti (et soient visibles) ; faux pour les garder privées (défaut)",
      }),
    ),
    id: ReadOnly,
    user_id: ReadOnly,
  },
  { additionalProperties: false },
);
export type ProfileUpdateInput = Static<typeof ProfileUpdateBody>;
export type ProfileUpdate = ProfileUpdateInput;

export const ProfileIdParams = Type.Object({ id: Type.Integer() });

/**
 * What other signed-in users may see of the answers (PublicProfile.answers). The schema is also
 * the last safety net: fast-json-stringify drops any property it does not list.
 * birth_date is never listed: the age says enough, and a full date of birth helps identity theft.
 */
export const PublicAnswersSchema = Type.Object(
  {
    ...fieldsOf(PROFILE_SINGLE_FIELDS, () => Type.Optional(Type.Integer())),
    ...fieldsOf(PROFILE_MULTI_FIELDS, () => Type.Optional(Type.Array(Type.Integer()))),
    children_count: Type.Optional(Type.Integer()),
    custody_note: Type.Optional(Type.String()),
    description: Type.Optional(Type.String()),
  },
  { description: 'Réponses partagées : les réponses privées et celles laissées vides sont absentes' },
);
export type PublicAnswers = Static<typeof PublicAnswersSchema>;
