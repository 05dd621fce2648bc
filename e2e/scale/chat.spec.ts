import { expect, test, type Page } from '@playwright/test';
import { personOn, socketsPerInstance } from './people';

const SEEKER = 'coloc@demo.toitpartage.fr';
const OWNER = 'proprio@demo.toitpartage.fr';

const unique = (text: string) => `${text} (${Date.now().toString(36)})`;
const thread = (page: Page) => page.getByRole('log');
const inbox = (page: Page) => page.getByRole('navigation', { name: 'Mon espace' }).getByRole('link', { name: /Ma messagerie/ });

test('two people on two API instances chat live through Redis', async ({ browser, request }) => {
  const seeker = await personOn(browser, 1, SEEKER);
  const owner = await personOn(browser, 2, OWNER);

  // The seeker's chat socket is held by instance 1, and only there so far.
  await seeker.page.goto('/users/messages');
  await expect.poll(() => socketsPerInstance(request)).toEqual([1, 0]);

  // The owner reaches the same conversation through the same address, served by instance 2.
  await owner.page.goto('/proprietaire/agenda');
  await inbox(owner.page).click();
  await owner.page.getByRole('link', { name: /Camille/ }).click();
  await expect(owner.page).toHaveURL(/conversation=\d+/);
  await expect.poll(() => socketsPerInstance(request)).toEqual([1, 1]);
  const conversation = new URL(owner.page.url()).searchParams.get('conversation');

  await seeker.page.getByRole('link', { name: /Bernard/ }).click();
  await expect(seeker.page).toHaveURL(new RegExp(`conversation=${conversation}`));
  // Presence crosses instances too: instance 1 knows that the owner is connected to instance 2.
  await expect(seeker.page.getByText('En ligne', { exact: true })).toBeVisible();

  const question = unique('Bonjour Bernard, la chambre est-elle encore libre en septembre ?');
  const seekerComposer = seeker.page.getByRole('textbox', { name: /Votre message à Bernard/ });
  await seekerComposer.fill(question);
  await seekerComposer.press('Enter');
  await expect(thread(seeker.page).getByText(question)).toBeVisible();
  // Sent to instance 1, shown at once on the page that instance 2 serves: no reload.
  await expect(thread(owner.page).getByText(question)).toBeVisible();

  const answer = unique('Oui, elle se libère le 1er septembre : passez la voir samedi.');
  const ownerComposer = owner.page.getByRole('textbox', { name: /Votre message à Camille/ });
  await ownerComposer.fill(answer);
  await owner.page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(thread(seeker.page).getByText(answer)).toBeVisible();
  // Read live across instances as well.
  await expect(thread(owner.page).getByText('Lu').last()).toBeVisible();

  await seeker.context.close();
  await owner.context.close();
  // Closing the pages closes their sockets on both instances.
  await expect.poll(() => socketsPerInstance(request)).toEqual([0, 0]);
});
