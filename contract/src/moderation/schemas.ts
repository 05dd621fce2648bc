// Wire shapes of the moderation routes (issue 6): the moderators' queue and decisions, the flagged
// accounts, and where a landlord's advert stands. The API validates, serialises and documents with
// them; `@coloc/shared` exports their types.
import { Type, type Static } from 'typebox';
import { Nullable } from '../common/schemas';
import { HomeSchema, ServiceTermsSchema } from '../homes/schemas';
import { MODERATION_FLAG_KINDS, MODERATION_STATUSES, REASON_LIMITS } from './limits';

export const ModerationFlagSchema = Type.Object(
  {
    kind: Type.Enum([...MODERATION_FLAG_KINDS], { description: 'Type de signalement automatique' }),
    message: Type.String({ description: 'Explication en français pour le modérateur' }),
    other_home_id: Type.Optional(Type.Integer({ description: "L'autre annonce, pour une photo en double" })),
  },
  { description: 'Signalement automatique' },
);
export type ModerationFlag = Static<typeof ModerationFlagSchema>;

export const ModerationItemSchema = Type.Object(
  {
    home: HomeSchema,
    owner: Type.Object({ id: Type.Integer(), first_name: Type.String(), name: Type.String(), email: Type.String() }, { description: "Créateur de l'annonce" }),
    photo_urls: Type.Array(Type.String(), { description: 'Photos dans leur ordre, /image/{identifiant public}/640/480' }),
    submitted_at: Nullable(Type.String({ description: 'Date de la demande de modération (ISO 8601)' })),
    flags: Type.Array(ModerationFlagSchema),
    services: Nullable(ServiceTermsSchema),
  },
  { description: 'Annonce à modérer' },
);
export type ModerationItemObject = Static<typeof ModerationItemSchema>;

export const ModerationQueueSchema = Type.Object({ items: Type.Array(ModerationItemSchema) }, { description: 'File de modération' });
export type ModerationQueue = Static<typeof ModerationQueueSchema>;

export const ModerationQueueQuery = Type.Object(
  {
    status: Type.Optional(Type.Enum([...MODERATION_STATUSES], { description: 'pending (défaut), refused ou accepted', default: 'pending' })),
  },
  { additionalProperties: false },
);

export const ModerationDecisionSchema = Type.Object(
  {
    home_id: Type.Integer(),
    moderation_status: Type.Enum([...MODERATION_STATUSES]),
    published: Type.Boolean(),
  },
  { description: 'Décision de modération' },
);
export type ModerationDecisionObject = Static<typeof ModerationDecisionSchema>;

export const RejectBody = Type.Object(
  { reason: Type.String({ minLength: REASON_LIMITS.min, maxLength: REASON_LIMITS.max, description: 'Motif du refus, envoyé au propriétaire' }) },
  { additionalProperties: false },
);
export type RejectAdvertInput = Static<typeof RejectBody>;

export const ModerationHomeParams = Type.Object({ id: Type.Integer({ minimum: 1, description: 'Identifiant du logement' }) });

/** GET /api/homes/{id}/moderation: where the landlord's advert stands, with the reason of a refusal. */
export const HomeModerationSchema = Type.Object(
  {
    status: Nullable(Type.Enum([...MODERATION_STATUSES], { description: 'null : jamais soumise' })),
    reason: Nullable(Type.String({ description: 'Motif du dernier refus' })),
    submitted_at: Nullable(Type.String()),
    moderated_at: Nullable(Type.String()),
  },
  { description: "État de modération d'une annonce" },
);
export type HomeModerationObject = Static<typeof HomeModerationSchema>;

export const AccountFlagSchema = Type.Object(
  {
    user_id: Type.Integer(),
    first_name: Type.String(),
    name: Type.String(),
    email: Type.String(),
    kind: Type.Literal('same_text_conversations', { description: 'Beaucoup de conversations ouvertes avec le même texte' }),
    message: Type.String({ description: 'Ce qui a été vu, en français' }),
    created_at: Type.String({ format: 'date-time' }),
    updated_at: Type.String({ format: 'date-time', description: 'Dernière fois que le comportement a été vu' }),
    disabled: Type.Boolean({ description: 'Le compte a été désactivé par un modérateur' }),
  },
  { additionalProperties: false },
);

export const ModerationAccountParams = Type.Object({ id: Type.Integer({ minimum: 1, description: 'Identifiant du compte signalé' }) });

export type AccountFlag = Static<typeof AccountFlagSchema>;

export const AccountFlagListSchema = Type.Object({ items: Type.Array(AccountFlagSchema) }, { description: 'Comptes signalés, le plus récent d’abord' });
export type AccountFlagList = Static<typeof AccountFlagListSchema>;
