import { Type, type Static } from '@fastify/type-provider-typebox';
import { Nullable } from '../../lib/schemas';
import { HomeSchema } from '@coloc/contract/homes/schemas';

export const MODERATION_STATUSES = ['pending', 'refused', 'accepted'] as const;
export type ModerationStatusValue = (typeof MODERATION_STATUSES)[number];

export const REASON_LIMITS = { min: 10, max: 1000 } as const;

export const ServiceTermsSchema = Type.Object(
  {
    hours_per_week: Nullable(Type.Integer({ description: 'Heures de services par semaine' })),
    tasks: Nullable(Type.String({ description: 'Tâches attendues, une par ligne' })),
    trial_weeks: Nullable(Type.Integer({ description: "Période d'essai, en semaines" })),
    notice_days: Nullable(Type.Integer({ description: 'Préavis, en jours' })),
  },
  { description: 'Conditions du logement contre services' },
);
export type ServiceTermsObject = Static<typeof ServiceTermsSchema>;

export const ModerationFlagSchema = Type.Object(
  {
    kind: Type.Enum(
      [
        'duplicate_photo',
        'rent_below_reference',
        'contact_details',
        'payment_demand',
        'services_no_hours',
        'services_too_many_hours',
        'services_no_tasks',
        'services_abusive_wording',
      ],
      { description: 'Type de signalement automatique' },
    ),
    message: Type.String({ description: 'Explication en français pour le modérateur' }),
    other_home_id: Type.Optional(Type.Integer({ description: "L'autre annonce, pour une photo en double" })),
  },
  { description: 'Signalement automatique' },
);

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

export const AccountFlagListSchema = Type.Object({ items: Type.Array(AccountFlagSchema) }, { description: 'Comptes signalés, le plus récent d’abord' });
