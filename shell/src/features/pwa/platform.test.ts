import { applicationServerKey, isIos, sameKey, wantsIosInstallHelp, type BrowserTraits } from './platform';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/123.0.6312.52 Mobile/15E148 Safari/604.1';
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

  it('is not for other browsers and systems', () => {
    expect(wantsIosInstallHelp(traits(IPHONE_CHROME))).toBe(false);
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
