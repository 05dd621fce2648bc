// Wire shapes of the push-notification routes (SPEC 7).
import { Type, type Static } from 'typebox';

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
/** What the browser's PushSubscription.toJSON() gives. */
export type PushSubscriptionPayload = PushSubscriptionInput;

export const PushPublicKeySchema = Type.Object({ public_key: Type.String({ description: 'Clé VAPID publique (base64url), applicationServerKey' }) });
export type PushPublicKey = Static<typeof PushPublicKeySchema>;
export const OkSchema = Type.Object({ ok: Type.Boolean() });
export type Ok = Static<typeof OkSchema>;
