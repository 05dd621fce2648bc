import webpush from 'web-push';
import { PushDeliveryError, webPushSender } from '../../../src/modules/notifications/push-sender';

// The real library is replaced: tests never reach a push service.
jest.mock('web-push', () => ({ __esModule: true, default: { sendNotification: jest.fn(), generateVAPIDKeys: jest.fn() } }));
const sendNotification = webpush.sendNotification as jest.MockedFunction<typeof webpush.sendNotification>;

const keys = { publicKey: 'BPublic', privateKey: 'private' };
const target = { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', p256dh: 'p256dh', auth: 'auth' };

describe('webPushSender', () => {
  it('signs with the VAPID pair and sends an aes128gcm message with its TTL, topic and urgency', async () => {
    sendNotification.mockResolvedValue({ statusCode: 201, body: '', headers: {} });
    await webPushSender(keys, 'mailto:bonjour@toitpartage.fr').send(target, '{"title":"x"}', { ttlSeconds: 60, topic: 'conversation-1', urgency: 'high' });
    expect(sendNotification).toHaveBeenCalledWith(
      { endpoint: target.endpoint, keys: { p256dh: 'p256dh', auth: 'auth' } },
      '{"title":"x"}',
      expect.objectContaining({
        vapidDetails: { subject: 'mailto:bonjour@toitpartage.fr', publicKey: 'BPublic', privateKey: 'private' },
        TTL: 60,
        topic: 'conversation-1',
        urgency: 'high',
        contentEncoding: 'aes128gcm',
      }),
    );
  });

  it("reports the push service's status, or none when it could not be reached", async () => {
    const sender = webPushSender(keys, 'mailto:x@y.fr');
    sendNotification.mockRejectedValueOnce(Object.assign(new Error('Received unexpected response code'), { statusCode: 410 }));
    await expect(sender.send(target, '{}', { ttlSeconds: 1 })).rejects.toEqual(expect.objectContaining({ name: 'PushDeliveryError', statusCode: 410 }));
    sendNotification.mockRejectedValueOnce(new Error('getaddrinfo ENOTFOUND'));
    const error = await sender.send(target, '{}', { ttlSeconds: 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PushDeliveryError);
    expect((error as PushDeliveryError).statusCode).toBeNull();
  });
});
