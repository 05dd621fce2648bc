// « Chrome sur Android »: the device of a connection as a person recognises it, read from the
// User-Agent by ua-parser-js (its browser and system names, made shorter where people say them so).
import { UAParser } from 'ua-parser-js';

/** ua-parser-js names as a person says them; "WebKit" alone is an in-app view, not a browser one names. */
const BROWSER_NAMES: Readonly<Record<string, string | null>> = {
  'Mobile Safari': 'Safari',
  'Mobile Firefox': 'Firefox',
  'Mobile Chrome': 'Chrome',
  'Chrome WebView': 'Chrome',
  'Chrome Headless': 'Chrome',
  Chromium: 'Chrome',
  WebKit: null,
};

const SYSTEM_NAMES: Readonly<Record<string, string>> = { 'Mac OS': 'Mac', macOS: 'Mac', 'Chromium OS': 'ChromeOS' };

function systemOf(parser: UAParser): string | null {
  const name = parser.getOS().name ?? null;
  // The device people hold, rather than « iOS ».
  if (name === 'iOS') return parser.getDevice().model === 'iPad' ? 'iPad' : 'iPhone';
  return name === null ? null : (SYSTEM_NAMES[name] ?? name);
}

/** « Firefox sur Windows », « Chrome », « Navigateur sur Linux », or null when nothing is recognised. */
export function deviceOf(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const parser = new UAParser(userAgent);
  const name = parser.getBrowser().name ?? null;
  const browser = name === null ? null : name in BROWSER_NAMES ? BROWSER_NAMES[name]! : name;
  const system = systemOf(parser);
  if (browser && system) return `${browser} sur ${system}`;
  if (browser) return browser;
  if (system) return `Navigateur sur ${system}`;
  return null;
}
