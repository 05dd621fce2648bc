// Visits of a home by a seeker (agenda) and contact requests. Times are ISO-8601 with offset, Europe/Paris.
import { Type, type Static } from 'typebox';
import { Nullable, OrNull } from '../common/schemas';
import { VISIT_LIMITS, VISIT_STATUSES } from './limits';

const DateTime = Type.String({ format: 'date-time', description: 'ISO-8601 avec décalage, heure de Paris' });

export const VisitSchema = Type.Object(
  {
    id: Type.Integer(),
    home: Type.Object({
      id: Type.Integer(),
      name: Nullable(Type.String()),
      city: Nullable(Type.String()),
      address: Nullable(Type.String({ description: "Pour le visiteur, seulement une fois la visite acceptée" })),
      image_link: Nullable(Type.String()),
      link: Type.String({ description: "Chemin de l'annonce publique" }),
    }),
    seeker: Type.Object({
      id: Type.Integer(),
      first_name: Type.String(),
      name_initial: Type.String(),
      avatar_id: Nullable(Type.Integer({ description: 'Photo approuvée, sinon null' })),
    }),
    host: Type.Object({ id: Type.Integer(), first_name: Type.String(), name_initial: Type.String() }),
    status: Type.Enum([...VISIT_STATUSES]),
    slots: Type.Array(DateTime),
    starts_at: Nullable(DateTime),
    message: Nullable(Type.String()),
    confirmed_at: Nullable(Type.String()),
    created_at: Type.String(),
  },
  { description: 'Visite' },
);
export type Visit = Static<typeof VisitSchema>;
export const VisitListSchema = Type.Array(VisitSchema);

const Slots = Type.Array(Type.String({ format: 'date-time' }), {
  minItems: VISIT_LIMITS.slotsMin,
  maxItems: VISIT_LIMITS.slotsMax,
  description: '1 à 3 créneaux ISO-8601 avec décalage, dans le futur et dans les six prochains mois',
});
const OptionalMessage = Type.Optional(OrNull(Type.String({ maxLength: VISIT_LIMITS.messageMax })));

export const CreateVisitBody = Type.Object(
  {
    home_id: Type.Integer({ minimum: 1 }),
    slots: Slots,
    message: OptionalMessage,
  },
  { additionalProperties: false },
);
export type CreateVisitInput = Static<typeof CreateVisitBody>;

export const AcceptVisitBody = Type.Object(
  { starts_at: Type.String({ format: 'date-time', description: 'Un des créneaux de la visite' }) },
  { additionalProperties: false },
);

export const ProposeVisitBody = Type.Object(
  { slots: Slots, message: OptionalMessage },
  { additionalProperties: false },
);

/** Decline and cancel: an optional word for the other side, sent in the mail only. */
export const AnswerVisitBody = Type.Object({ message: OptionalMessage }, { additionalProperties: false });

export const VisitIdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

export const VisitsQuery = Type.Object(
  { home_id: Type.Optional(Type.Integer({ minimum: 1, description: 'Seulement les visites de ce logement (propriétaire ou gestionnaire)' })) },
  { additionalProperties: false },
);

const Token = Type.String({ minLength: 1, maxLength: 128 });
export const ConfirmQuery = Type.Object({ token: Token });
export const ConfirmBody = Type.Object({ token: Token }, { additionalProperties: false });

export const VisitConfirmationSchema = Type.Object(
  {
    id: Type.Integer(),
    status: Type.Enum([...VISIT_STATUSES]),
    starts_at: DateTime,
    confirmed_at: Nullable(Type.String()),
    home: Type.Object({
      id: Type.Integer(),
      name: Nullable(Type.String()),
      address: Nullable(Type.String()),
      address2: Nullable(Type.String()),
      postal_code: Nullable(Type.String()),
      city: Nullable(Type.String()),
      image_link: Nullable(Type.String()),
      link: Type.String(),
    }),
    host: Type.Object({ first_name: Type.String(), name_initial: Type.String() }),
    seeker: Type.Object({ first_name: Type.String() }),
  },
  { description: 'Visite à confirmer depuis le lien reçu par e-mail' },
);
export type VisitConfirmation = Static<typeof VisitConfirmationSchema>;

const Person = Type.Object({ id: Type.Integer(), first_name: Type.String(), name_initial: Type.String() });

export const ContactRequestSchema = Type.Object(
  {
    id: Type.Integer(),
    from_user_id: Type.Integer(),
    to_user_id: Type.Integer(),
    home_id: Nullable(Type.Integer()),
    message: Type.String(),
    created_at: Type.String(),
    read_at: Nullable(Type.String()),
    from: Type.Object({ ...Person.properties, avatar_id: Nullable(Type.Integer()) }),
    to: Person,
    home: Nullable(Type.Object({ id: Type.Integer(), name: Nullable(Type.String()), city: Nullable(Type.String()), link: Type.String() })),
  },
  { description: 'Demande de contact' },
);
export type ContactRequest = Static<typeof ContactRequestSchema>;
export const ContactRequestListSchema = Type.Array(ContactRequestSchema);

export const CreateContactRequestBody = Type.Object(
  {
    to_user_id: Type.Optional(Type.Integer({ minimum: 1 })),
    home_id: Type.Optional(Type.Integer({ minimum: 1 })),
    message: Type.String({ minLength: 1, maxLength: VISIT_LIMITS.contactMessageMax }),
  },
  { additionalProperties: false },
);
export type CreateContactRequestInput = Static<typeof CreateContactRequestBody>;

export const ContactRequestIdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
