// Mobile dashboards (issue 16): at 390 px the push and install prompts are a compact bar over the
// bottom of the screen. They never push a conversation's messages or a page's title below the first
// screen, and the page's content sits where it sits without them.
import { expect, test, type Browser, type Locator, type Page } from '../fixtures/test';
import { DEMO_PASSWORD } from './support';

const SEEKER = 'coloc@demo.toitpartage.fr';
const PHONE = { width: 390, height: 844 };
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

/** A phone signed in as the demo seeker, cookies accepted; `prompt` says which prompt may show. */
async function phone(browser: Browser, prompt: 'push' | 'install'): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, ...(prompt === 'install' ? { userAgent: IPHONE_SAFARI } : {}) });
  const page = await context.newPage();
  await page.addInitScript((which) => {
    window.localStorage.setItem('tp_cookie_notice', '1');
    if (which === 'install') window.localStorage.setItem('tp_push_prompt_dismissed', '1');
    else {
      window.localStorage.setItem('tp_install_prompt_dismissed', '1');
      // A browser that has not been asked yet (headless Chromium may answer 'denied' by itself).
      Object.defineProperty(Notification, 'permission', { configurable: true, get: () => 'default' });
    }
  }, prompt);
  const response = await page.request.post('/api/auth/signin', { data: { email: SEEKER, password: DEMO_PASSWORD } });
  expect(response.ok()).toBe(true);
  return page;
}

/** Wholly inside the first screen, and not under the prompts' bar. */
async function expectInFirstScreen(element: Locator, bar: Locator): Promise<void> {
  const box = (await element.boundingBox())!;
  const barBox = (await bar.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
  expect(box.y + box.height).toBeLessThanOrEqual(barBox.y);
}

async function openConversation(page: Page): Promise<Locator> {
  await page.goto('/users/messages');
  await page.getByRole('link', { name: /Bernard/ }).click();
  await expect(page).toHaveURL(/conversation=\d+/);
  const messages = page.getByRole('log');
  await expect(messages.getByRole('listitem').last()).toBeVisible();
  return messages;
}

test.describe('prompts on a phone (390 px)', () => {
  test('the push prompt leaves the conversation and the page title in the first screen, where they were', async ({ browser }) => {
    const page = await phone(browser, 'push');
    const messages = await openConversation(page);
    const prompt = page.getByRole('region', { name: 'Recevez une notification quand on vous écrit' });
    await expect(prompt).toBeVisible();
    await expect(prompt.getByRole('button', { name: 'Plus tard' })).toBeVisible();
    await expect(prompt.getByRole('button', { name: 'Activer' })).toBeVisible();
    // Compact: a bar, not a screenful.
    expect((await prompt.boundingBox())!.height).toBeLessThanOrEqual(140);

    const lastMessage = messages.getByRole('listitem').last();
    await expectInFirstScreen(lastMessage, prompt);
    const withPrompt = (await messages.boundingBox())!.y;

    // Another dashboard page: its title is at the top of the first screen.
    await page.goto('/users/favorites');
    const title = page.getByRole('heading', { level: 1 });
    await expect(title).toBeVisible();
    await expect(prompt).toBeVisible();
    await expectInFirstScreen(title, prompt);
    const titleWithPrompt = (await title.boundingBox())!.y;

    // Nothing moves when the prompt goes: it took no room above the content.
    await prompt.getByRole('button', { name: 'Plus tard' }).click();
    await expect(prompt).toBeHidden();
    expect((await title.boundingBox())!.y).toBe(titleWithPrompt);
    await openConversation(page);
    expect((await page.getByRole('log').boundingBox())!.y).toBe(withPrompt);
    await page.context().close();
  });

  test('the install help on an iPhone leaves the conversation in the first screen', async ({ browser }) => {
    test.setTimeout(60_000);
    const page = await phone(browser, 'install');
    const messages = await openConversation(page);
    const prompt = page.getByRole('region', { name: "Installez Toit Partagé sur votre écran d'accueil" });
    // Shown INSTALL_PROMPT_DELAY_MS (10 s) after reaching the dashboard.
    await expect(prompt).toBeVisible({ timeout: 20_000 });
    await expect(prompt.getByText(/Touchez le bouton Partager de Safari/)).toBeVisible();
    await expectInFirstScreen(messages.getByRole('listitem').last(), prompt);
    const before = (await messages.boundingBox())!.y;
    await prompt.getByRole('button', { name: "J'ai compris" }).click();
    await expect(prompt).toBeHidden();
    expect((await messages.boundingBox())!.y).toBe(before);
    await page.context().close();
  });

  test('the cookie notice sits under an open dialog: its send button can be reached and seen', async ({ browser, request }) => {
    const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    // The cookie question not answered yet; the push and install prompts out of the way.
    await page.addInitScript(() => {
      window.localStorage.setItem('tp_push_prompt_dismissed', '1');
      window.localStorage.setItem('tp_install_prompt_dismissed', '1');
    });
    expect((await page.request.post('/api/auth/signin', { data: { email: SEEKER, password: DEMO_PASSWORD } })).ok()).toBe(true);
    const adverts = (await (await request.get('/api/browse/adverts?city=lyon')).json()) as { items: Array<{ public_url: string }> };
    await page.goto(adverts.items[0]!.public_url);
    const notice = page.getByRole('region', { name: 'Information sur les cookies' });
    await expect(notice).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Contacter' }).click();
    const dialog = page.getByRole('dialog', { name: /^Contacter / });
    const send = dialog.getByRole('button', { name: 'Envoyer' });
    await send.scrollIntoViewIfNeeded();
    const box = (await send.boundingBox())!;
    // What is painted at the middle of the button is the button, not the notice. The open dialog
    // turns pointer events off outside it, which would hide the notice from the hit test: the
    // notice gets them back for this question only.
    const hit = await page.evaluate(({ x, y }) => {
      (document.querySelector('section[aria-label="Information sur les cookies"]') as HTMLElement).style.pointerEvents = 'auto';
      return document.elementFromPoint(x, y)?.closest('[role="dialog"]') !== null;
    }, { x: box.x + box.width / 2, y: box.y + box.height / 2 });
    expect(hit).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(notice).toBeVisible();
    await context.close();
  });
});
