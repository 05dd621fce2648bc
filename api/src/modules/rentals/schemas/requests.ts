import { Type } from '@fastify/type-provider-typebox';
import { Nullable } from '../../../lib/schemas';
import { PersonCardSchema, RENTAL_LIMITS } from './common';

export const ReceivedContactRequestSchema = Type.Object({
  id: Type.Integer(),
  from: PersonCardSchema,
  message: Type.String(),
  created_at: Type.String(),
  status: Type.Enum(['new', 'answered', 'declined']),
  conversation_id: Nullable(Type.Integer()),
});

export const ReceivedVisitRequestSchema = Type.Object({
  id: Type.Integer(),
  from: PersonCardSchema,
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
