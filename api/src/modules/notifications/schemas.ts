import { Type, type Static } from '@fastify/type-provider-typebox';
import type { FieldTexts } from '../../lib/field-validation';

/** PushSubscriptionPayload of shared/src/types/entities.ts: what the browser's PushSubscription.toJSON() gives. */

/** base64 or base64url, padded or not. */
const BASE64 = '^[A-Za-z0-9+/_-]+={0,2}$';

export const PushSubscriptionBody = Type.Object(
  {
    endpoint: Type.String({ minLength: 1, maxLength: 2048, pattern: '^https://', description: 'URL https du service de notification du navigateur' }),
    expirationTime: Type.Optional(Type.Unsafe<number | null>({ type: ['number', 'null'] })),
    keys: Type.Object({
      // An uncompressed P-256 point (65 bytes) and a 16-byte secret, as text.
      p256dh: Type.String({ minLength: 86, maxLength: 88, pattern: BASE64 }),
      auth: Type.String({ minLength: 22, maxLength: 24, pattern: BASE64 }),
    }),
  },
  // Browsers may add fields to PushSubscription.toJSON() one day; they are ignored, not refused.
  { description: "L'abonnement push du navigateur (PushSubscription.toJSON())" },
);
export type PushSubscriptionInput = Static<typeof PushSubscriptionBody>;

export const PushPublicKeySchema = Type.Object({ public_key: Type.String({ description: 'Clé VAPID publique (base64url), applicationServerKey' }) });
export const OkSchema = Type.Object({ ok: Type.Boolean() });

export const INVALID_SUBSCRIPTION = "L'abonnement aux notifications est invalide.";

export const PUSH_FIELD_TEXTS: FieldTexts = {
  endpoint: { invalid: "L'adresse de l'abonnement aux notifications est invalide.", required: INVALID_SUBSCRIPTION },
  expirationTime: { invalid: INVALID_SUBSCRIPTION },
  keys: { invalid: "Les clés de l'abonnement aux notifications sont invalides.", required: "Les clés de l'abonnement aux notifications sont manquantes." },
  p256dh: { invalid: "Les clés de l'abonnement aux notifications sont invalides.", required: "Les clés de l'abonnement aux notifications sont manquantes." },
  auth: { invalid: "Les clés de l'abonnement aux notifications sont invalides.", required: "Les clés de l'abonnement aux notifications sont manquantes." },
};
