import { allSettled, fork } from 'effector';
import { json, mockApi } from '../testing';
import { COOKIE_NOTICE_KEY } from '../constants';
import type { User } from '../types/entities';
import { cookieConsentGiven } from './marketing';
import { userReceived } from './model';
import { clearMarketingCookie, readMarketingCookie } from './storage';

const owner = { id: 7, type: 2, first_name: 'Paul', name: 'Durand', registration_step: 100, home: null, profile: null } as unknown as User;
const seeker = { ...owner, id: 8, type: 1 } as User;

beforeEach(() => {
  window.localStorage.clear();
  clearMarketingCookie();
});

const identifyCalls = (api: ReturnType<typeof mockApi>) => api.requests.filter((r) => new URL(r.url).pathname === '/api/marketing/identify');

describe('owners identified to the marketing tool on first login (SPEC 1, 6)', () => {
  it('waits for the cookie consent, then tells the API once, with the consent only, and marks the browser', async () => {
    const api = mockApi({ 'POST /api/marketing/identify': () => json(200, { status: 'identified' }) });
    const scope = fork();
    await allSettled(userReceived, { scope, params: owner });
    expect(identifyCalls(api)).toHaveLength(0);
    expect(readMarketingCookie()).toBeNull();

    window.localStorage.setItem(COOKIE_NOTICE_KEY, '1');
    await allSettled(cookieConsentGiven, { scope });
    expect(identifyCalls(api)).toHaveLength(1);
    expect(await api.lastBody('POST /api/marketing/identify')).toEqual({ consent: true });
    expect(readMarketingCookie()).toBe('7');

    // The next loads of the user send nothing more.
    await allSettled(userReceived, { scope, params: owner });
    expect(identifyCalls(api)).toHaveLength(1);
  });

  it('never identifies a seeker', async () => {
    const api = mockApi({});
    window.localStorage.setItem(COOKIE_NOTICE_KEY, '1');
    await allSettled(userReceived, { scope: fork(), params: seeker });
    expect(identifyCalls(api)).toHaveLength(0);
  });

  it('leaves the browser unmarked when the tool is switched off, and tries again after a failure', async () => {
    window.localStorage.setItem(COOKIE_NOTICE_KEY, '1');
    let answer = () => json(503, { error: "L'outil de relation propriétaires n'a pas répondu" });
    const api = mockApi({ 'POST /api/marketing/identify': () => answer() });
    const scope = fork();
    await allSettled(userReceived, { scope, params: owner });
    expect(readMarketingCookie()).toBeNull();
    answer = () => json(200, { status: 'disabled' });
    await allSettled(userReceived, { scope, params: owner });
    expect(readMarketingCookie()).toBeNull();
    expect(identifyCalls(api)).toHaveLength(2);
  });
});
