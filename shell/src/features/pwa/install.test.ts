import { listenForInstallOffers, promptNativeInstall } from './install';

describe("Chromium's install offer", () => {
  it('is kept for our button, used once, and forgotten when the app gets installed', async () => {
    const offered = jest.fn();
    const installed = jest.fn();
    const stop = listenForInstallOffers({ offered, installed });
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: jest.fn(async () => undefined),
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    });
    window.dispatchEvent(offer);
    expect(offer.defaultPrevented).toBe(true);
    expect(offered).toHaveBeenCalledTimes(1);
    await expect(promptNativeInstall()).resolves.toBe('accepted');
    expect(offer.prompt).toHaveBeenCalledTimes(1);
    await expect(promptNativeInstall()).resolves.toBe('unavailable');

    window.dispatchEvent(new Event('appinstalled'));
    expect(installed).toHaveBeenCalledTimes(1);
    stop();
    window.dispatchEvent(new Event('appinstalled'));
    expect(installed).toHaveBeenCalledTimes(1);
  });
});
