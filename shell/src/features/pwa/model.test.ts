import { $user, INSTALL_PROMPT_DELAY_MS, signedOut, userReceived } from '@coloc/shared';
import { makeUser } from '@coloc/shared/testing';
import { allSettled, fork, type Scope } from 'effector';
import {
  $installPromptView,
  $pushPromptView,
  dashboardChanged,
  enablePushFx,
  installClicked,
  installDismissed,
  nativeInstallFx,
  nativeInstallOffered,
  pushEnableClicked,
  pushFailureClosed,
  pushLaterClicked,
  pwaStarted,
  readEnvironmentFx,
  rememberFx,
  syncPushFx,
  unsubscribePushFx,
  type PwaEnvironment,
} from './model';
import type { EnablePushResult } from './push';
import { INSTALL_PROMPT_DISMISSED_KEY, PUSH_PROMPT_DISMISSED_KEY } from './storage';

const IOS: PwaEnvironment = { pushAskable: false, pushDismissed: false, iosInstallHelp: true, installDismissed: false };
const DESKTOP: PwaEnvironment = { pushAskable: true, pushDismissed: false, iosInstallHelp: false, installDismissed: false };

interface Setup {
  env?: PwaEnvironment;
  enable?: EnablePushResult;
  signedIn?: boolean;
}

function setup({ env = IOS, enable = 'enabled', signedIn = true }: Setup = {}) {
  const remembered: string[] = [];
  const calls = { enable: 0, sync: 0, unsubscribe: 0, nativeInstall: 0 };
  const scope = fork({
    values: signedIn ? [[$user, makeUser()]] : [],
    handlers: [
      [readEnvironmentFx, () => env],
      [rememberFx, (key: string) => void remembered.push(key)],
      [enablePushFx, async () => {
        calls.enable += 1;
        return enable;
      }],
      [syncPushFx, async () => {
        calls.sync += 1;
        return true;
      }],
      [unsubscribePushFx, async () => {
        calls.unsubscribe += 1;
      }],
      [nativeInstallFx, async () => {
        calls.nativeInstall += 1;
        return 'accepted' as const;
      }],
    ],
  });
  return { scope, remembered, calls };
}

/**
 * Enters (or leaves) the dashboard and lets `ms` of fake time pass (by default the install delay,
 * which every entry starts: allSettled waits for it).
 */
async function goTo(scope: Scope, onDashboard: boolean, ms = INSTALL_PROMPT_DELAY_MS) {
  const settled = allSettled(dashboardChanged, { scope, params: onDashboard });
  await jest.advanceTimersByTimeAsync(ms);
  return settled;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('install prompt (SPEC 2.11)', () => {
  it('shows on iOS Safari 10 s after entering dashboard pages, not before', async () => {
    const { scope } = setup();
    await allSettled(pwaStarted, { scope });
    const entering = allSettled(dashboardChanged, { scope, params: true });
    await jest.advanceTimersByTimeAsync(INSTALL_PROMPT_DELAY_MS - 1);
    expect(scope.getState($installPromptView)).toBeNull();
    await jest.advanceTimersByTimeAsync(1);
    await entering;
    expect(scope.getState($installPromptView)).toBe('ios');
  });

  it('shows once per visit: not again after leaving and coming back', async () => {
    const { scope, remembered } = setup();
    await allSettled(pwaStarted, { scope });
    await goTo(scope, true, INSTALL_PROMPT_DELAY_MS);
    expect(scope.getState($installPromptView)).toBe('ios');
    await goTo(scope, false);
    expect(scope.getState($installPromptView)).toBeNull();
    await goTo(scope, true, 3 * INSTALL_PROMPT_DELAY_MS);
    expect(scope.getState($installPromptView)).toBeNull();
    // Leaving is not an answer: nothing remembered, the next visit may show it again.
    expect(remembered).toEqual([]);
  });

  it('waits for a full 10 s on dashboard pages: leaving before restarts the wait', async () => {
    const { scope } = setup();
    await allSettled(pwaStarted, { scope });
    const first = allSettled(dashboardChanged, { scope, params: true });
    await jest.advanceTimersByTimeAsync(6_000);
    const left = allSettled(dashboardChanged, { scope, params: false });
    const second = allSettled(dashboardChanged, { scope, params: true });
    // The first wait ends here, 4 s into the second visit: too early.
    await jest.advanceTimersByTimeAsync(4_000);
    expect(scope.getState($installPromptView)).toBeNull();
    await jest.advanceTimersByTimeAsync(6_000);
    await Promise.all([first, left, second]);
    expect(scope.getState($installPromptView)).toBe('ios');
  });

  it('remembers a dismissal, and a remembered dismissal keeps it away', async () => {
    const { scope, remembered } = setup();
    await allSettled(pwaStarted, { scope });
    await goTo(scope, true, INSTALL_PROMPT_DELAY_MS);
    await allSettled(installDismissed, { scope });
    expect(scope.getState($installPromptView)).toBeNull();
    expect(remembered).toEqual([INSTALL_PROMPT_DISMISSED_KEY]);

    const later = setup({ env: { ...IOS, installDismissed: true } });
    await allSettled(pwaStarted, { scope: later.scope });
    await goTo(later.scope, true, 2 * INSTALL_PROMPT_DELAY_MS);
    expect(later.scope.getState($installPromptView)).toBeNull();
  });

  it('does not show the iOS help on other systems', async () => {
    const { scope } = setup({ env: { ...DESKTOP, pushAskable: false } });
    await allSettled(pwaStarted, { scope });
    await goTo(scope, true, 2 * INSTALL_PROMPT_DELAY_MS);
    expect(scope.getState($installPromptView)).toBeNull();
  });

  it("offers Chromium's own install dialog with the same timing, once, and remembers it", async () => {
    const { scope, remembered, calls } = setup({ env: { ...DESKTOP, pushAskable: false } });
    await allSettled(pwaStarted, { scope });
    await allSettled(nativeInstallOffered, { scope });
    const entering = allSettled(dashboardChanged, { scope, params: true });
    await jest.advanceTimersByTimeAsync(INSTALL_PROMPT_DELAY_MS - 1);
    expect(scope.getState($installPromptView)).toBeNull();
    await jest.advanceTimersByTimeAsync(1);
    await entering;
    expect(scope.getState($installPromptView)).toBe('native');
    await allSettled(installClicked, { scope });
    expect(calls.nativeInstall).toBe(1);
    expect(scope.getState($installPromptView)).toBeNull();
    expect(remembered).toEqual([INSTALL_PROMPT_DISMISSED_KEY]);
  });

  it('is not shown to a visitor who is not signed in', async () => {
    const { scope } = setup({ signedIn: false });
    await allSettled(pwaStarted, { scope });
    await goTo(scope, true, INSTALL_PROMPT_DELAY_MS);
    expect(scope.getState($installPromptView)).toBeNull();
  });
});

describe('push prompt', () => {
  it('shows on dashboard pages to a signed-in user whose browser was not asked yet', async () => {
    const { scope } = setup({ env: DESKTOP });
    await allSettled(pwaStarted, { scope });
    expect(scope.getState($pushPromptView)).toBe('hidden');
    await goTo(scope, true);
    expect(scope.getState($pushPromptView)).toBe('offered');
    await goTo(scope, false);
    expect(scope.getState($pushPromptView)).toBe('hidden');

    for (const env of [{ ...DESKTOP, pushAskable: false }, { ...DESKTOP, pushDismissed: true }]) {
      const other = setup({ env });
      await allSettled(pwaStarted, { scope: other.scope });
      await goTo(other.scope, true);
      expect(other.scope.getState($pushPromptView)).toBe('hidden');
    }
  });

  it("remembers 'Plus tard'", async () => {
    const { scope, remembered, calls } = setup({ env: DESKTOP });
    await allSettled(pwaStarted, { scope });
    await goTo(scope, true);
    await allSettled(pushLaterClicked, { scope });
    expect(scope.getState($pushPromptView)).toBe('hidden');
    expect(remembered).toEqual([PUSH_PROMPT_DISMISSED_KEY]);
    expect(calls.enable).toBe(0);
  });

  it("'Activer' asks the browser and subscribes; the banner goes once it worked", async () => {
    const { scope, remembered, calls } = setup({ env: DESKTOP, enable: 'enabled' });
    await allSettled(pwaStarted, { scope });
    await goTo(scope, true);
    await allSettled(pushEnableClicked, { scope });
    expect(calls.enable).toBe(1);
    expect(scope.getState($pushPromptView)).toBe('hidden');
    expect(remembered).toEqual([]);
  });

  it('says so when subscribing failed, until closed', async () => {
    const { scope } = setup({ env: DESKTOP, enable: 'failed' });
    await allSettled(pwaStarted, { scope });
    await goTo(scope, true);
    await allSettled(pushEnableClicked, { scope });
    expect(scope.getState($pushPromptView)).toBe('failed');
    await allSettled(pushFailureClosed, { scope });
    expect(scope.getState($pushPromptView)).toBe('hidden');
  });

  it('takes a closed browser request as "later"', async () => {
    const { scope, remembered } = setup({ env: DESKTOP, enable: 'dismissed' });
    await allSettled(pwaStarted, { scope });
    await goTo(scope, true);
    await allSettled(pushEnableClicked, { scope });
    expect(scope.getState($pushPromptView)).toBe('hidden');
    expect(remembered).toEqual([PUSH_PROMPT_DISMISSED_KEY]);
  });

  it('comes before the install prompt, which waits for it to be answered', async () => {
    const { scope } = setup({ env: { ...DESKTOP } });
    await allSettled(pwaStarted, { scope });
    await allSettled(nativeInstallOffered, { scope });
    await goTo(scope, true, INSTALL_PROMPT_DELAY_MS);
    expect(scope.getState($pushPromptView)).toBe('offered');
    expect(scope.getState($installPromptView)).toBeNull();
    await allSettled(pushLaterClicked, { scope });
    expect(scope.getState($installPromptView)).toBe('native');
  });
});

describe('subscription upkeep', () => {
  it('syncs the subscription when a user signs in and drops it when they sign out', async () => {
    const { scope, calls } = setup({ signedIn: false });
    await allSettled(userReceived, { scope, params: makeUser({ id: 7 }) });
    expect(calls.sync).toBe(1);
    // A fresh copy of the same user (a profile save) is not a new sign-in.
    await allSettled(userReceived, { scope, params: makeUser({ id: 7, first_name: 'Lou' }) });
    expect(calls.sync).toBe(1);
    await allSettled(signedOut, { scope });
    expect(calls.unsubscribe).toBe(1);
  });
});
