// The push-notification and install prompts (SPEC 1, 2.11): when each shows, what each answer does.
import { $user, INSTALL_PROMPT_DELAY_MS, signedOut } from '@coloc/shared';
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { promptNativeInstall } from './install';
import { currentTraits, iosInstallBrowser, wantsIosInstallHelp, type IosBrowser } from './platform';
import { browserPushPlatform, enablePush, syncPushSubscription, unsubscribeFromPush, type EnablePushResult } from './push';
import { INSTALL_PROMPT_DISMISSED_KEY, isRemembered, PUSH_PROMPT_DISMISSED_KEY, remember } from './storage';

/** What the browser offers, read once at start. */
export interface PwaEnvironment {
  /** Push supported and the permission not asked yet. */
  pushAskable: boolean;
  pushDismissed: boolean;
  /** An iOS browser that can add to the home screen, not opened from it. */
  iosInstallHelp: boolean;
  /** Which one: the help says where its share menu is (Safari when not said). */
  iosBrowser?: IosBrowser | null;
  installDismissed: boolean;
}

/** The shell mounted the prompts. */
export const pwaStarted = createEvent();
/** The current route is (or is not) a dashboard route. */
export const dashboardChanged = createEvent<boolean>();

export const pushEnableClicked = createEvent();
export const pushLaterClicked = createEvent();
export const pushFailureClosed = createEvent();

/** Chromium kept its own install prompt for us (`beforeinstallprompt`). */
export const nativeInstallOffered = createEvent();
/** The site was installed, whichever way. */
export const appInstalled = createEvent();
export const installDismissed = createEvent();
export const installClicked = createEvent();

export const readEnvironmentFx = createEffect(
  (): PwaEnvironment => ({
    pushAskable: browserPushPlatform.supported() && browserPushPlatform.permission() === 'default',
    pushDismissed: isRemembered(PUSH_PROMPT_DISMISSED_KEY),
    iosInstallHelp: wantsIosInstallHelp(currentTraits()),
    iosBrowser: iosInstallBrowser(currentTraits()),
    installDismissed: isRemembered(INSTALL_PROMPT_DISMISSED_KEY),
  }),
);
export const rememberFx = createEffect((key: string) => remember(key));
export const enablePushFx = createEffect((): Promise<EnablePushResult> => enablePush());
export const syncPushFx = createEffect(() => syncPushSubscription());
export const unsubscribePushFx = createEffect(() => unsubscribeFromPush());
/** Waits the install prompt's delay; answers the visit it was started for. */
export const installDelayFx = createEffect(
  (visit: number) => new Promise<number>((resolve) => setTimeout(() => resolve(visit), INSTALL_PROMPT_DELAY_MS)),
);
/** Opens Chromium's install dialog with the event it gave us. */
export const nativeInstallFx = createEffect(() => promptNativeInstall());

/** The iOS browser the install help is worded for. */
export const $iosBrowser = createStore<IosBrowser>('safari').on(readEnvironmentFx.doneData, (current, env) => env.iosBrowser ?? current);

export const $onDashboard = createStore(false).on(dashboardChanged, (_, onDashboard) => onDashboard);
const $signedIn = $user.map((user) => user !== null);

// ---- Push prompt: on dashboard pages, while the browser has not been asked and nobody said later.

export type PushPromptState = 'hidden' | 'offered' | 'working' | 'failed';

export const $pushPrompt = createStore<PushPromptState>('hidden')
  .on(readEnvironmentFx.doneData, (_, env) => (env.pushAskable && !env.pushDismissed ? 'offered' : 'hidden'))
  .on(enablePushFx, () => 'working')
  .on(enablePushFx.doneData, (_, result) => (result === 'failed' ? 'failed' : 'hidden'))
  .on(enablePushFx.fail, () => 'failed')
  .on([pushLaterClicked, pushFailureClosed], () => 'hidden');

/** What the page shows: nothing outside the dashboard or without a user. */
export const $pushPromptView = combine($pushPrompt, $onDashboard, $signedIn, (state, onDashboard, signedIn) =>
  onDashboard && signedIn ? state : 'hidden',
);

sample({ clock: pushEnableClicked, source: $pushPrompt, filter: (state) => state === 'offered', target: enablePushFx });
sample({
  // Closing the browser's own request without an answer counts as "later", like the button.
  clock: [pushLaterClicked, enablePushFx.doneData.filter({ fn: (result) => result === 'dismissed' })],
  fn: () => PUSH_PROMPT_DISMISSED_KEY,
  target: rememberFx,
});

// The server keeps this browser's subscription for whoever is signed in, and forgets it at sign-out.
sample({
  clock: $user.map((user) => user?.id ?? null).updates,
  filter: (id): id is number => id !== null,
  target: syncPushFx,
});
sample({ clock: signedOut, target: unsubscribePushFx });

// ---- Install prompt: INSTALL_PROMPT_DELAY_MS after entering dashboard pages, once per visit,
// never again once dismissed.

export type InstallVariant = 'ios' | 'native';

export const $installVariant = createStore<InstallVariant | null>(null)
  .on(readEnvironmentFx.doneData, (variant, env) => (env.iosInstallHelp ? 'ios' : variant))
  .on(nativeInstallOffered, (variant) => variant ?? 'native')
  .on(appInstalled, () => null);
export const $installDismissed = createStore(false)
  .on(readEnvironmentFx.doneData, (_, env) => env.installDismissed)
  .on([installDismissed, nativeInstallFx.finally], () => true);

export type InstallPromptState = 'waiting' | 'visible' | 'done';
export const $installPrompt = createStore<InstallPromptState>('waiting');

/** Counts entries into and exits from the dashboard, so a timer from an earlier visit does nothing. */
const $dashboardVisit = createStore(0).on($onDashboard.updates, (visit) => visit + 1);
const dashboardLeft = $onDashboard.updates.filter({ fn: (onDashboard) => !onDashboard });

sample({
  // After the visit number moved, so the store values below are already the new ones.
  clock: $dashboardVisit.updates,
  source: { onDashboard: $onDashboard, state: $installPrompt, dismissed: $installDismissed },
  filter: ({ onDashboard, state, dismissed }) => onDashboard && state === 'waiting' && !dismissed,
  fn: (_, visit) => visit,
  target: installDelayFx,
});
sample({
  clock: installDelayFx.doneData,
  source: { visit: $dashboardVisit, onDashboard: $onDashboard, signedIn: $signedIn, state: $installPrompt, variant: $installVariant, dismissed: $installDismissed },
  filter: (now, visit) => now.visit === visit && now.onDashboard && now.signedIn && now.state === 'waiting' && now.variant !== null && !now.dismissed,
  fn: (): InstallPromptState => 'visible',
  target: $installPrompt,
});
// Shown once: leaving the dashboard or answering ends it for this visit; installing ends it for good.
$installPrompt
  .on([dashboardLeft, installDismissed, installClicked], (state) => (state === 'visible' ? 'done' : state))
  .on(appInstalled, () => 'done');

sample({ clock: installDismissed, fn: () => INSTALL_PROMPT_DISMISSED_KEY, target: rememberFx });
sample({ clock: installClicked, source: $installVariant, filter: (variant) => variant === 'native', target: nativeInstallFx });
sample({ clock: nativeInstallFx.finally, fn: () => INSTALL_PROMPT_DISMISSED_KEY, target: rememberFx });

/** The push prompt comes first: two banners at once would crowd a phone screen. */
export const $installPromptView = combine($installPrompt, $installVariant, $pushPromptView, (state, variant, push) =>
  state === 'visible' && variant !== null && push === 'hidden' ? variant : null,
);

sample({ clock: pwaStarted, target: readEnvironmentFx });
