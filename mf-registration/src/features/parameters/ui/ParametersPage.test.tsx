import { $currentConfirm, $sessionStatus, $user, confirmAnswered, navigationRequested, popup, signedOut } from '@coloc/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockApi, type Handler } from '@coloc/shared/testing';
import { renderAt } from '@coloc/shared/testing';
import { makeUser, signInAs } from '@coloc/shared/testing';
import ParametersPage from './ParametersPage';

const PREFERENCES = { email_messages: true, email_matches: false, email_visits: true, newsletter: false };

function renderParameters(routes: Record<string, Handler> = {}) {
  const api = mockApi({ 'GET /api/users/42/preferences': () => json(200, PREFERENCES), ...routes });
  signInAs(makeUser());
  renderAt(<ParametersPage />, { url: '/users/parameters', path: '/:user_type/parameters' });
  return api;
}

const section = (name: string) => screen.getByRole('region', { name });

describe('parameters page', () => {
  describe('notifications', () => {
    it('loads the preferences and saves the changed ones', async () => {
      const api = renderParameters({ 'PUT /api/users/42/preferences': async (request) => json(200, await request.json()) });
      const user = userEvent.setup();
      // E-mails about new matches are set in « Alertes » only: no second switch here.
      expect(await screen.findByRole('checkbox', { name: 'Quand je reçois un nouveau message' })).toBeChecked();
      expect(screen.queryByRole('checkbox', { name: /nouveaux profils ou logements/ })).not.toBeInTheDocument();
      expect(screen.getByRole('checkbox', { name: 'Pour mes demandes et confirmations de visite' })).toBeChecked();
      expect(screen.getByRole('checkbox', { name: "La lettre d'information de Toit Partagé" })).not.toBeChecked();

      await user.click(screen.getByRole('checkbox', { name: 'Quand je reçois un nouveau message' }));
      await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

      const notifications = section('Notifications par e-mail');
      expect(await within(notifications).findByText('Vos préférences de notification ont été enregistrées.')).toHaveAttribute('role', 'status');
      expect(await api.lastBody('PUT /api/users/42/preferences')).toEqual({ email_messages: false, email_visits: true, newsletter: false });
    });

    it('offers a retry when the preferences cannot be read', async () => {
      let calls = 0;
      mockApi({ 'GET /api/users/42/preferences': () => (++calls === 1 ? json(500, { error: 'Panne' }) : json(200, PREFERENCES)) });
      signInAs(makeUser());
      renderAt(<ParametersPage />, { url: '/users/parameters', path: '/:user_type/parameters' });
      await userEvent.setup().click(await screen.findByRole('button', { name: 'Réessayer' }));
      expect(await screen.findByRole('checkbox', { name: 'Quand je reçois un nouveau message' })).toBeChecked();
    });
  });

  describe('password', () => {
    async function fill(current: string, next: string, confirmation = next) {
      const user = userEvent.setup();
      const form = section('Mot de passe');
      if (current) await user.type(within(form).getByLabelText('Mot de passe actuel'), current);
      if (next) await user.type(within(form).getByLabelText('Nouveau mot de passe'), next);
      if (confirmation) await user.type(within(form).getByLabelText('Confirmez le nouveau mot de passe'), confirmation);
      await user.click(within(form).getByRole('button', { name: 'Changer mon mot de passe' }));
      return form;
    }

    it('checks the sign-up rules before calling the API', async () => {
      const api = renderParameters();
      await screen.findByRole('checkbox', { name: 'Quand je reçois un nouveau message' });
      const form = await fill('', 'court', 'autre');
      expect(within(form).getByLabelText('Mot de passe actuel')).toHaveAccessibleDescription('Champ obligatoire.');
      expect(within(form).getByLabelText('Nouveau mot de passe')).toHaveAccessibleDescription(
        '8 caractères minimum. Le mot de passe doit contenir au moins 8 caractères.',
      );
      expect(within(form).getByLabelText('Confirmez le nouveau mot de passe')).toHaveAccessibleDescription('Les mots de passe ne correspondent pas.');
      expect(api.requests.filter((request) => request.method === 'PUT')).toHaveLength(0);
    });

    it('shows a wrong current password under its field and keeps the new one', async () => {
      renderParameters({ 'PUT /api/users/42/password': () => json(400, { error: 'Le mot de passe actuel est incorrect.' }) });
      const form = await fill('ancien-mdp', 'nouveau-mdp-2026');
      const current = within(form).getByLabelText('Mot de passe actuel');
      await waitFor(() => expect(current).toHaveAccessibleDescription('Le mot de passe actuel est incorrect.'));
      expect(current).toHaveFocus();
      expect(within(form).getByLabelText('Nouveau mot de passe')).toHaveValue('nouveau-mdp-2026');
      expect(within(form).getByRole('status')).toBeEmptyDOMElement();
    });

    it('changes the password and says the other sessions were closed', async () => {
      const api = renderParameters({ 'PUT /api/users/42/password': () => new Response(null, { status: 204 }) });
      const form = await fill('ancien-mdp', 'nouveau-mdp-2026');
      expect(await within(form).findByText('Votre mot de passe a été modifié. Vos autres sessions ont été fermées.')).toHaveAttribute('role', 'status');
      expect(await api.lastBody('PUT /api/users/42/password')).toEqual({ current_password: 'ancien-mdp', new_password: 'nouveau-mdp-2026' });
      // Nothing secret stays in the form.
      expect(within(form).getByLabelText('Mot de passe actuel')).toHaveValue('');
      expect(within(form).getByLabelText('Nouveau mot de passe')).toHaveValue('');
    });
  });

  describe('account deletion', () => {
    it('opens a labelled dialog with the focus inside; Escape closes it and gives the focus back', async () => {
      const api = renderParameters();
      const user = userEvent.setup();
      const open = within(section('Supprimer mon compte')).getByRole('button', { name: 'Supprimer mon compte' });
      await user.click(open);

      const dialog = await screen.findByRole('alertdialog', { name: 'Supprimer définitivement votre compte ?' });
      expect(dialog).toHaveAccessibleDescription('Cette action ne peut pas être annulée. Pour confirmer, saisissez votre mot de passe.');
      expect(within(dialog).getByLabelText('Mot de passe')).toHaveFocus();
      // Focus is trapped: tabbing around the dialog never leaves it.
      for (let i = 0; i < 5; i += 1) {
        await user.tab();
        expect(dialog).toContainElement(document.activeElement as HTMLElement);
      }

      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      await waitFor(() => expect(open).toHaveFocus());
      expect(api.requests.filter((request) => request.method === 'DELETE')).toHaveLength(0);
    });

    it('asks for the password, then shows a wrong one inside the dialog', async () => {
      renderParameters({ 'DELETE /api/users/42': () => json(400, { error: 'Mot de passe incorrect.' }) });
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: 'Supprimer mon compte' }));
      const dialog = await screen.findByRole('alertdialog');
      await user.click(within(dialog).getByRole('button', { name: 'Supprimer définitivement' }));
      expect(within(dialog).getByLabelText('Mot de passe')).toHaveAccessibleDescription('Champ obligatoire.');

      await user.type(within(dialog).getByLabelText('Mot de passe'), 'pas-le-bon');
      await user.click(within(dialog).getByRole('button', { name: 'Supprimer définitivement' }));
      await waitFor(() => expect(within(dialog).getByLabelText('Mot de passe')).toHaveAccessibleDescription('Mot de passe incorrect.'));
      expect($user.getState()?.id).toBe(42);
    });

    it('deletes the account with the password, signs out and leaves for the home page with a message', async () => {
      const api = renderParameters({ 'DELETE /api/users/42': () => new Response(null, { status: 204 }) });
      const seen: string[] = [];
      const watchers = [
        navigationRequested.watch(({ to }) => seen.push(`navigate ${to}`)),
        signedOut.watch(() => seen.push('signedOut')),
        popup.watch(({ title }) => seen.push(`popup ${title}`)),
      ];
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: 'Supprimer mon compte' }));
      const dialog = await screen.findByRole('alertdialog');
      await user.type(within(dialog).getByLabelText('Mot de passe'), 'mon-mot-de-passe{Enter}');

      await waitFor(() => expect($user.getState()).toBeNull());
      expect(await api.lastBody('DELETE /api/users/42')).toEqual({ password: 'mon-mot-de-passe' });
      expect($sessionStatus.getState()).toBe('absent');
      expect(seen).toEqual(['navigate /', 'signedOut', 'popup Compte supprimé']);
      watchers.forEach((watcher) => watcher.unsubscribe());
    });
  });

  describe('sign-out everywhere', () => {
    const signOutCalls = (api: ReturnType<typeof mockApi>) => api.requests.filter((r) => r.method === 'POST' && new URL(r.url).pathname === '/api/auth/signout-all');

    /** Answers the shell's confirm modal (rendered by the shell, absent here). */
    async function answerConfirm(answer: boolean) {
      await waitFor(() => expect($currentConfirm.getState()).not.toBeNull());
      const request = $currentConfirm.getState()!;
      confirmAnswered({ id: request.id, answer });
      return request;
    }

    it('asks first, and does nothing when the answer is no', async () => {
      const api = renderParameters({ 'POST /api/auth/signout-all': () => new Response(null, { status: 204 }) });
      const sessions = section('Appareils connectés');
      await userEvent.setup().click(within(sessions).getByRole('button', { name: 'Se déconnecter de tous les appareils' }));
      const request = await answerConfirm(false);
      expect(request).toMatchObject({ title: 'Se déconnecter de tous les appareils ?', yes: 'Tout déconnecter', no: 'Annuler' });
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(signOutCalls(api)).toHaveLength(0);
      expect($user.getState()?.id).toBe(42);
    });

    it('closes every session, then hands over to the sign-out page with a message', async () => {
      const api = renderParameters({ 'POST /api/auth/signout-all': () => new Response(null, { status: 204 }) });
      const seen: string[] = [];
      const watchers = [
        navigationRequested.watch(({ to, replace }) => seen.push(`navigate ${to}${replace ? ' (replace)' : ''}`)),
        popup.watch(({ title }) => seen.push(`popup ${title}`)),
      ];
      await userEvent.setup().click(screen.getByRole('button', { name: 'Se déconnecter de tous les appareils' }));
      await answerConfirm(true);
      await waitFor(() => expect(seen).toEqual(['navigate /signout (replace)', 'popup Vous êtes déconnecté(e)']));
      expect(signOutCalls(api)).toHaveLength(1);
      watchers.forEach((watcher) => watcher.unsubscribe());
    });

    it('stays on the page, signed in, when the call fails', async () => {
      renderParameters({ 'POST /api/auth/signout-all': () => json(500, { error: 'Panne' }) });
      const seen: string[] = [];
      const watcher = navigationRequested.watch(({ to }) => seen.push(to));
      await userEvent.setup().click(screen.getByRole('button', { name: 'Se déconnecter de tous les appareils' }));
      await answerConfirm(true);
      await waitFor(() => expect(screen.getByRole('button', { name: 'Se déconnecter de tous les appareils' })).toBeEnabled());
      expect(seen).toEqual([]);
      expect($user.getState()?.id).toBe(42);
      watcher.unsubscribe();
    });
  });
});
