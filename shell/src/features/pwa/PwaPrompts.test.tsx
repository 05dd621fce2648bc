import { $user, INSTALL_PROMPT_DELAY_MS } from '@coloc/shared';
import { makeUser } from '@coloc/shared/testing';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { MemoryRouter } from 'react-router-dom';
import { enablePushFx, readEnvironmentFx, type PwaEnvironment } from './model';
import type { EnablePushResult } from './push';
import { PwaPrompts, TEXTS } from './PwaPrompts';
import { INSTALL_PROMPT_DISMISSED_KEY, PUSH_PROMPT_DISMISSED_KEY } from './storage';

const IOS: PwaEnvironment = { pushAskable: false, pushDismissed: false, iosInstallHelp: true, installDismissed: false };
const DESKTOP: PwaEnvironment = { pushAskable: true, pushDismissed: false, iosInstallHelp: false, installDismissed: false };

function renderAt(path: string, env: PwaEnvironment, enable: () => Promise<EnablePushResult> = async () => 'enabled') {
  const enableHandler = jest.fn(enable);
  const readHandler = jest.fn(() => env);
  const scope = fork({
    values: [[$user, makeUser()]],
    handlers: [
      [readEnvironmentFx, readHandler],
      [enablePushFx, enableHandler],
    ],
  });
  render(
    <Provider value={scope}>
      <MemoryRouter initialEntries={[path]}>
        <PwaPrompts />
      </MemoryRouter>
    </Provider>,
  );
  return { scope, enableHandler, readHandler };
}

const installRegion = () => screen.queryByRole('region', { name: TEXTS.install.title });
const pushRegion = () => screen.queryByRole('region', { name: TEXTS.push.title });

beforeEach(() => {
  window.localStorage.clear();
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

describe('PwaPrompts', () => {
  it("tells an iPhone user how to install, 10 s after reaching the dashboard, and remembers 'J'ai compris'", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderAt('/users/messages', IOS);
    await act(() => jest.advanceTimersByTimeAsync(INSTALL_PROMPT_DELAY_MS - 100));
    expect(installRegion()).not.toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(100));
    const region = installRegion()!;
    expect(region).toHaveTextContent("Touchez le bouton Partager de Safari, puis « Sur l'écran d'accueil »");
    // Not a modal: the page around it stays usable.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: "J'ai compris" }));
    expect(installRegion()).not.toBeInTheDocument();
    expect(window.localStorage.getItem(INSTALL_PROMPT_DISMISSED_KEY)).toBe('1');
  });

  it('SPEC 2.11: words the help for Chrome and Edge on iOS too', async () => {
    renderAt('/users/messages', { ...IOS, iosBrowser: 'chrome' });
    await act(() => jest.advanceTimersByTimeAsync(INSTALL_PROMPT_DELAY_MS));
    expect(installRegion()).toHaveTextContent("Touchez le bouton Partager de Chrome, dans la barre d'adresse, puis « Sur l'écran d'accueil »");
  });

  it('shows nothing on public pages', async () => {
    renderAt('/', { ...IOS, pushAskable: true });
    await act(() => jest.advanceTimersByTimeAsync(2 * INSTALL_PROMPT_DELAY_MS));
    expect(installRegion()).not.toBeInTheDocument();
    expect(pushRegion()).not.toBeInTheDocument();
  });

  it("offers notifications on the dashboard; 'Plus tard' hides the offer for good", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { enableHandler } = renderAt('/proprietaire/biens', DESKTOP);
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(pushRegion()).toBeInTheDocument();
    // Keyboard: the two answers are the next stops after the page.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Plus tard' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Activer' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Plus tard' }));
    expect(pushRegion()).not.toBeInTheDocument();
    expect(window.localStorage.getItem(PUSH_PROMPT_DISMISSED_KEY)).toBe('1');
    expect(enableHandler).not.toHaveBeenCalled();
  });

  it("'Activer' subscribes, and says so politely when it could not", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { enableHandler, readHandler } = renderAt('/users/account', DESKTOP, async () => 'failed');
    await act(() => jest.advanceTimersByTimeAsync(0));
    await user.click(screen.getByRole('button', { name: 'Activer' }));
    expect(enableHandler).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('status')).toHaveTextContent("Les notifications n'ont pas pu être activées sur cet appareil.");
    await user.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    // A failure is not an answer: the offer may come back on the next visit (not during this one).
    expect(window.localStorage.getItem(PUSH_PROMPT_DISMISSED_KEY)).toBeNull();
    expect(readHandler).toHaveBeenCalledTimes(1);
  });
});

describe('PwaPrompts placement', () => {
  it("renders the banners in the dashboard layout's slot, in the page's flow, when there is one", async () => {
    const slot = document.createElement('div');
    slot.id = 'tp-prompts-slot';
    document.body.appendChild(slot);
    try {
      renderAt('/users/messages', DESKTOP);
      await act(async () => {
        await jest.runOnlyPendingTimersAsync();
      });
      expect(pushRegion()).toBeInTheDocument();
      expect(slot).toContainElement(pushRegion());
    } finally {
      slot.remove();
    }
  });
});
