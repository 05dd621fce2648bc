import { applicationServerKey, iosInstallBrowser, isIos, sameKey, wantsIosInstallHelp, type BrowserTraits } from './platform';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/123.0.6312.52 Mobile/15E148 Safari/604.1';
const IPHONE_EDGE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 16_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.0 EdgiOS/112.0.1722.49 Mobile/15E148 Safari/605.1.15';
const IPHONE_FIREFOX = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/125.0 Mobile/15E148 Safari/605.1.15';
const OLD_IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 16_3 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/110.0.5481.83 Mobile/15E148 Safari/604.1';
const IPHONE_INSTAGRAM =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 325.0.0.0 (iPhone14,5; iOS 17_4; fr_FR)';
const IPAD_DESKTOP_MODE = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';

const traits = (userAgent: string, extra: Partial<BrowserTraits> = {}): BrowserTraits => ({
  userAgent,
  platform: 'iPhone',
  maxTouchPoints: 5,
  displayStandalone: false,
  ...extra,
});

describe('wantsIosInstallHelp', () => {
  it('is for Safari on iPhone and iPad, not yet opened from the home screen', () => {
    expect(wantsIosInstallHelp(traits(IPHONE_SAFARI))).toBe(true);
    expect(wantsIosInstallHelp(traits(IPAD_DESKTOP_MODE, { platform: 'MacIntel', maxTouchPoints: 5 }))).toBe(true);
    expect(wantsIosInstallHelp(traits(IPHONE_SAFARI, { standalone: true }))).toBe(false);
    expect(wantsIosInstallHelp(traits(IPHONE_SAFARI, { displayStandalone: true }))).toBe(false);
  });

  it('SPEC 2.11: is for every iOS browser that can add to the home screen: Chrome, Edge, Firefox since iOS 16.4', () => {
    expect(iosInstallBrowser(traits(IPHONE_SAFARI))).toBe('safari');
    expect(iosInstallBrowser(traits(IPHONE_CHROME))).toBe('chrome');
    expect(iosInstallBrowser(traits(IPHONE_EDGE))).toBe('edge');
    expect(iosInstallBrowser(traits(IPHONE_FIREFOX))).toBe('firefox');
    expect(wantsIosInstallHelp(traits(IPHONE_CHROME))).toBe(true);
    expect(wantsIosInstallHelp(traits(IPHONE_EDGE))).toBe(true);
    expect(wantsIosInstallHelp(traits(IPHONE_CHROME, { displayStandalone: true }))).toBe(false);
    // Before iOS 16.4 only Safari could; in-app views never can.
    expect(wantsIosInstallHelp(traits(OLD_IPHONE_CHROME))).toBe(false);
    expect(wantsIosInstallHelp(traits(IPHONE_INSTAGRAM))).toBe(false);
  });

  it('is not for other systems (Android has beforeinstallprompt)', () => {
    expect(wantsIosInstallHelp(traits(ANDROID_CHROME, { platform: 'Linux armv8l' }))).toBe(false);
    // A real Mac has no touch screen.
    expect(isIos(traits(IPAD_DESKTOP_MODE, { platform: 'MacIntel', maxTouchPoints: 0 }))).toBe(false);
  });
});

describe('applicationServerKey', () => {
  it('decodes base64url without padding into the key bytes', () => {
    const bytes = Uint8Array.from([4, 251, 255, 0, 62, 63, 1]);
    const text = Buffer.from(bytes).toString('base64url');
    expect(text).toMatch(/[-_]/);
    expect(Array.from(applicationServerKey(text))).toEqual(Array.from(bytes));
    expect(sameKey(bytes.buffer, applicationServerKey(text))).toBe(true);
    expect(sameKey(Uint8Array.from([4, 251]).buffer, applicationServerKey(text))).toBe(false);
    expect(sameKey(null, applicationServerKey(text))).toBe(false);
  });
});
