// Wire shapes of the marketing routes (identify after cookie consent; the moderators' event log).
import { Type, type Static } from 'typebox';

export const IdentifyBody = Type.Object(
  {
    consent: Type.Literal(true, { description: 'Le bandeau cookies a été accepté sur cet appareil ; sans cela, rien n\'est envoyé.' }),
  },
  { additionalProperties: false },
);

export const IdentifyResultSchema = Type.Object({
  status: Type.Union([Type.Literal('identified'), Type.Literal('already'), Type.Literal('disabled')], {
    description: "identified : envoyé maintenant ; already : déjà fait lors d'une connexion précédente ; disabled : MARKETING_PROVIDER=none",
  }),
});

export const MarketingEventsQuery = Type.Object(
  { limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50 })) },
  { additionalProperties: false },
);

export const MarketingEventSchema = Type.Object({
  id: Type.Integer(),
  user_id: Type.Integer(),
  event: Type.String(),
  provider: Type.String(),
  payload: Type.Record(Type.String(), Type.Unknown(), { description: 'Exactement ce qui a été envoyé' }),
  created_at: Type.String(),
});

export const MarketingEventsSchema = Type.Object({ items: Type.Array(MarketingEventSchema) });
export type MarketingEventObject = Static<typeof MarketingEventSchema>;
export type IdentifyResult = Static<typeof IdentifyResultSchema>;
export type MarketingEvents = Static<typeof MarketingEventsSchema>;
