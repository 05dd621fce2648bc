import webpush from 'web-push';
import type { VapidKeys } from './vapid';

/** One browser's subscription as stored (push_subscriptions). */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushOptions {
  /** How long the push service keeps the message for a device that is off. */
  ttlSeconds: number;
  /** A newer message with the same topic replaces one still waiting at the push service. */
  topic?: string;
  urgency?: 'very-low' | 'low' | 'normal' | 'high';
}

/** The push service refused the message; `statusCode` is null when it could not be reached. */
export class PushDeliveryError extends Error {
  constructor(
    readonly statusCode: number | null,
    message: string,
  ) {
    super(message);
    this.name = 'PushDeliveryError';
  }
}

/** Sends one encrypted Web Push message. The app uses web-push; tests give a fake. */
export interface PushSender {
  /** Resolves once the push service accepted the message; rejects with PushDeliveryError otherwise. */
  send(target: PushTarget, payload: string, options: PushOptions): Promise<void>;
}

/** Push services answer quickly; a hung one must not hold a message's fan-out for long. */
const REQUEST_TIMEOUT_MS = 10_000;

export function webPushSender(keys: VapidKeys, subject: string): PushSender {
  const vapidDetails = { subject, publicKey: keys.publicKey, privateKey: keys.privateKey };
  return {
    async send(target, payload, options) {
      try {
        await webpush.sendNotification({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, payload, {
          vapidDetails,
          TTL: options.ttlSeconds,
          // RFC 8291, the encoding every current browser (Safari included) accepts.
          contentEncoding: 'aes128gcm',
          timeout: REQUEST_TIMEOUT_MS,
          ...(options.topic ? { topic: options.topic } : {}),
          ...(options.urgency ? { urgency: options.urgency } : {}),
        });
      } catch (error) {
        const statusCode = (error as { statusCode?: unknown }).statusCode;
        throw new PushDeliveryError(typeof statusCode === 'number' ? statusCode : null, (error as Error).message ?? String(error));
      }
    },
  };
}
