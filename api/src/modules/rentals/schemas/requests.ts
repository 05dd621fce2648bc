import { Type } from '@fastify/type-provider-typebox';
import { Nullable } from '../../../lib/schemas';
import { PersonCardSchema, RENTAL_LIMITS } from './common';

/** What the landlord reads about the applicant: their affinity with the home and their file. */
export const ApplicantStatusSchema = Type.Object(
  {
    affinity: Nullable(
      Type.Integer({
        minimum: 0,
        maximum: 100,
        description: "Affinité avec le logement en %, comme le matching du logement ; null : pas assez d'informations pour la calculer",
      }),
    ),
    file_complete: Type.Boolean({ description: 'Dossier locataire confirmé et complet' }),
    guarantee: Nullable(Type.Enum(['validated', 'pending'], { description: 'Garantie accordée ou demandée ; null sans demande' })),
  },
  { additionalProperties: false },
);

export const ReceivedContactRequestSchema = Type.Object({
  id: Type.Integer(),
  from: PersonCardSchema,
  applicant: ApplicantStatusSchema,
  message: Type.String(),
  created_at: Type.String(),
  status: Type.Enum(['new', 'answered', 'declined']),
  conversation_id: Nullable(Type.Integer()),
});

export const ReceivedVisitRequestSchema = Type.Object({
  id: Type.Integer(),
  from: PersonCardSchema,
  applicant: ApplicantStatusSchema,
  status: Type.Enum(['requested', 'proposed', 'accepted', 'declined', 'cancelled']),
  slots: Type.Array(Type.String()),
  starts_at: Nullable(Type.String()),
  message: Nullable(Type.String()),
  created_at: Type.String(),
});

export const ReceivedRequestsSchema = Type.Object(
  { contacts: Type.Array(ReceivedContactRequestSchema), visits: Type.Array(ReceivedVisitRequestSchema) },
  { description: 'Demandes reçues pour un logement, les plus récentes en premier' },
);

export const AnswerContactBody = Type.Object(
  { message: Type.String({ minLength: 1, maxLength: RENTAL_LIMITS.answerMax }) },
  { additionalProperties: false },
);

export const AnswerContactResultSchema = Type.Object({ conversation_id: Type.Integer() });
