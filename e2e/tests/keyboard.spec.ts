// Keyboard-only journeys: every control is reached with Tab / Shift+Tab and used with Enter, Space,
// the arrows or Escape; text is typed. No mouse, no locator.click/fill: locators only say where the
// focus should be. Each stop must show where the focus is.
import { expect, test, type Locator, type Page } from '../fixtures/test';
import { focusIsVisible } from './a11y-support';
import { acceptCookies, DEMO_PASSWORD, openConfirmationLink, uniqueEmail } from './support';

const SEEKER = 'coloc@demo.toitpartage.fr';

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement);

/** Presses Tab (or Shift+Tab) until `target` has the focus, then checks the focus is drawn. */
async function tabTo(page: Page, target: Locator, { backwards = false, max = 150 } = {}): Promise<void> {
  await expect(target).toBeAttached();
  for (let presses = 0; presses < max; presses += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    if (await isFocused(target)) {
      expect(await focusIsVisible(page), `a visible focus indicator on ${target}`).toBe(true);
      return;
    }
  }
  throw new Error(`${target} was not reached with ${max} presses of ${backwards ? 'Shift+Tab' : 'Tab'}`);
}

/** Tabs into the radio group of `target`, moves to it with the arrows and checks it. */
async function chooseRadio(page: Page, target: Locator): Promise<void> {
  const name = await target.getAttribute('name');
  const group = page.locator(`input[type="radio"][name="${name}"]`);
  await expect(group.first()).toBeAttached();
  for (let presses = 0; presses < 150 && !(await group.evaluateAll((radios) => radios.some((radio) => radio === document.activeElement))); presses += 1) {
    await page.keyboard.press('Tab');
  }
  expect(await focusIsVisible(page), `a visible focus indicator in the group of ${target}`).toBe(true);
  for (let presses = 0; presses < 20 && !(await isFocused(target)); presses += 1) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Space');
  await expect(target).toBeChecked();
}

/**
 * Types a date into a focused date field. Chromium orders the parts after its interface language,
 * not the page's: day first is tried, then month first; between the two the focus leaves the field
 * backwards and comes back, which puts it on the first part again.
 */
async function typeDate(page: Page, field: Locator, iso: string): Promise<void> {
  const [year, month, day] = iso.split('-');
  for (const digits of [`${day}${month}${year}`, `${month}${day}${year}`]) {
    await page.keyboard.type(digits);
    if ((await field.inputValue()) === iso) return;
    if (!(await isFocused(field))) await tabTo(page, field, { backwards: true });
    for (let presses = 0; presses < 5 && (await isFocused(field)); presses += 1) await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
  }
  await expect(field).toHaveValue(iso);
}

/** The 'Suivant' of the step the URL names (the previous step may still be fading out). */
function nextButton(page: Page): Locator {
  const step = new URL(page.url()).pathname.split('/').pop();
  return page.locator(`form[data-step="${step}"]`).getByRole('button', { name: 'Suivant' });
}

test.describe('keyboard only', () => {
  test.beforeEach(async ({ page }) => acceptCookies(page));

  test('the skip link is the first stop and leads to the content', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const skip = page.getByRole('link', { name: 'Aller au contenu' });
    await page.keyboard.press('Tab');
    expect(await isFocused(skip)).toBe(true);
    await expect(skip).toBeInViewport();
    expect(await focusIsVisible(page)).toBe(true);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });

  for (const { width, viewport } of [
    { width: 'desktop', viewport: { width: 1280, height: 800 } },
    { width: 'mobile', viewport: { width: 390, height: 844 } },
  ]) {
    test(`signs in from the home page header to the dashboard (${width})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const banner = page.getByRole('banner');
      if (width === 'mobile') {
        // On a phone the header's links are behind the menu button.
        await tabTo(page, banner.getByRole('button', { name: 'Menu' }));
        await page.keyboard.press('Enter');
      }
      await tabTo(page, banner.getByRole('link', { name: 'Connexion' }));
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/signin$/);

      const main = page.getByRole('main');
      await tabTo(page, main.getByLabel('Adresse e-mail'));
      await page.keyboard.type(SEEKER);
      await tabTo(page, main.getByLabel('Mot de passe', { exact: true }));
      await page.keyboard.type(DEMO_PASSWORD);
      await tabTo(page, main.getByRole('button', { name: 'Se connecter' }));
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/users\/[a-z-]+/);
      await expect(page.getByRole('navigation', { name: 'Mon espace' })).toBeVisible();
    });
  }

  test('a new account answers the whole questionnaire', async ({ page }) => {
    test.setTimeout(240_000);
    await page.goto('/signup/users');
    const main = page.getByRole('main');
    await tabTo(page, main.getByLabel('Prénom'));
    await page.keyboard.type('Lucie');
    await tabTo(page, main.getByLabel('Nom', { exact: true }));
    await page.keyboard.type('Moreau');
    await tabTo(page, main.getByLabel('Adresse e-mail'));
    const email = uniqueEmail('clavier');
    await page.keyboard.type(email);
    await tabTo(page, main.getByLabel('Mot de passe', { exact: true }));
    await page.keyboard.type('motdepasse-solide');
    const terms = main.getByLabel(/J'accepte les conditions générales/);
    await tabTo(page, terms);
    await page.keyboard.press('Space');
    await expect(terms).toBeChecked();
    await tabTo(page, main.getByRole('button', { name: 'Créer mon compte' }));
    await page.keyboard.press('Enter');
    // The check-mail screen takes the focus to its title; the mailed link goes on.
    await expect(page.getByRole('heading', { level: 1, name: 'Vérifiez votre boîte mail' })).toBeFocused();
    await openConfirmationLink(page, email);
    await expect(page).toHaveURL(/\/registration\/lifestyle-1$/);

    await chooseRadio(page, page.getByRole('radio', { name: 'Seul(e)' }));
    await chooseRadio(page, page.getByRole('radio', { name: 'Femme' }));
    const birthDate = page.getByLabel('Date de naissance');
    await tabTo(page, birthDate);
    await typeDate(page, birthDate, '1994-05-17');

    const steps = [
      'lifestyle-1', 'lifestyle-2', 'lifestyle-3', 'lifestyle-4', 'lifestyle-5', 'lifestyle-6', 'personality-1', 'personality-2',
      'athome-1', 'athome-2', 'employment', 'personality-3', 'personality-4', 'personality-5', 'home-1',
    ];
    for (const [index, step] of steps.entries()) {
      await expect(page).toHaveURL(new RegExp(`/registration/${step}$`));
      if (step === 'home-1') {
        await chooseRadio(page, page.getByRole('radio', { name: 'Je cherche une chambre en colocation' }));
        await chooseRadio(page, page.getByRole('radio', { name: 'Je cherche un logement ou une chambre' }));
      }
      await tabTo(page, nextButton(page));
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/registration/${steps[index + 1] ?? 'search'}$`));
    }

    // The city combobox: type, arrow down to the suggestion, Enter.
    const city = page.getByRole('combobox', { name: 'Ajouter une ville' });
    await tabTo(page, city);
    await page.keyboard.type('Lyon');
    await expect(page.getByRole('option', { name: /^Lyon/ }).first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Lyon').first()).toBeVisible();
    await tabTo(page, page.getByRole('button', { name: 'Voir mes résultats' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/users\/user-matching$/);
    const me = await (await page.request.get('/api/users/myself')).json();
    expect(me.registration_step).toBe(100);
    expect(me.search.city_searches.map((c: { geoname: { name: string } }) => c.geoname.name)).toEqual(['Lyon']);
  });

  test('opens a conversation and sends a message', async ({ page }) => {
    const signin = await page.request.post('/api/auth/signin', { data: { email: SEEKER, password: DEMO_PASSWORD } });
    expect(signin.ok()).toBe(true);
    await page.goto('/users/messages');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await tabTo(page, page.getByRole('main').getByRole('link', { name: /Bernard/ }).first());
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/conversation=\d+/);
    const composer = page.getByRole('textbox', { name: /Votre message à Bernard/ });
    await tabTo(page, composer);
    const text = `Envoyé au clavier (${Date.now().toString(36)})`;
    await page.keyboard.type(text);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('log').getByText(text)).toBeVisible();
    await expect(composer).toHaveValue('');
  });
});

test.describe('modals keep the focus and give it back', () => {
  test.beforeEach(async ({ page }) => {
    await acceptCookies(page);
    const signin = await page.request.post('/api/auth/signin', { data: { email: SEEKER, password: DEMO_PASSWORD } });
    expect(signin.ok()).toBe(true);
    await page.goto('/users/user-matching');
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  });

  /** Opens the dialog from `opener` with Enter, checks the focus cycles inside it, closes with Escape. */
  async function checkFocusCycle(page: Page, opener: Locator, dialog: Locator): Promise<void> {
    await tabTo(page, opener);
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    const inside = () => dialog.evaluate((el) => el.contains(document.activeElement));
    await expect.poll(inside, { message: 'the focus moves into the dialog' }).toBe(true);
    const stops = await dialog.evaluate((el) => el.querySelectorAll('button:not([disabled]), a[href], input:not([disabled]), textarea:not([disabled]), select:not([disabled]), [tabindex="0"]').length);
    // Round the dialog twice in each direction: the focus never leaves it.
    for (const key of ['Tab', 'Shift+Tab']) {
      for (let presses = 0; presses < stops * 2 + 1; presses += 1) {
        await page.keyboard.press(key);
        expect(await inside(), `${key} #${presses + 1} stays in the dialog`).toBe(true);
        expect(await focusIsVisible(page), `${key} #${presses + 1} shows the focus`).toBe(true);
      }
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  }

  test('the contact dialog of a profile card', async ({ page }) => {
    const card = page.getByRole('main').getByRole('article').first();
    await checkFocusCycle(page, card.getByRole('button', { name: /^Contacter / }), page.getByRole('dialog'));
  });

  test('a confirmation', async ({ page }) => {
    const card = page.getByRole('main').getByRole('article').first();
    const opener = card.getByRole('button', { name: /^Ne plus voir/ });
    await checkFocusCycle(page, opener, page.getByRole('alertdialog', { name: 'Ne plus voir ce profil' }));
    // Escape answered 'no': the profile is still there.
    await expect(opener).toBeVisible();
  });

  test('the error modal', async ({ page }) => {
    // The server refuses the favourite: the shared error modal opens (nothing is stored).
    await page.route('**/api/homes/accordances/**', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'Erreur interne.' }) }));
    const card = page.getByRole('main').getByRole('article').first();
    await checkFocusCycle(page, card.getByRole('button', { name: /dans mes favoris/ }), page.getByRole('alertdialog', { name: 'Erreur' }));
  });
});
