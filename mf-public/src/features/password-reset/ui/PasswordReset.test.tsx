import { $user } from '@coloc/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockApi } from '@coloc/shared/testing';
import { renderAt } from '@coloc/shared/testing';
import { makeUser, signOutLocally } from '@coloc/shared/testing';
import NewPasswordPage from './NewPasswordPage';
import ResetPasswordEmailPage from './ResetPasswordEmailPage';
import ResetPasswordPage from './ResetPasswordPage';

afterEach(() => signOutLocally());

const SENT = { message: 'Si un compte existe, un e-mail vient de partir.' };

describe('password reset, step 1: the address', () => {
  it('checks the address, then sends it and goes to the e-mail step', async () => {
    const api = mockApi({ 'POST /api/auth/reset-password': () => json(200, SENT) });
    const user = userEvent.setup();
    renderAt(<ResetPasswordPage />, { url: '/reset_password' });
    expect(screen.getByRole('heading', { level: 1, name: 'Mot de passe oublié' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
    expect(await screen.findByText('Champ obligatoire.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Adresse e-mail'), 'lea@exemple');
    expect(await screen.findByText('Cet email ne semble pas valide.')).toBeInTheDocument();
    expect(api.fetch).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Adresse e-mail'), '.fr');
    await user.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/reset_password/email?email=lea%40exemple.fr');
    expect(await api.lastBody('POST /api/auth/reset-password')).toEqual({ email: 'lea@exemple.fr' });
  });

  it('shows a server failure inline', async () => {
    mockApi({ 'POST /api/auth/reset-password': () => json(429, { error: 'Trop de tentatives. Réessayez dans quelques minutes.' }) });
    const user = userEvent.setup();
    renderAt(<ResetPasswordPage />, { url: '/reset_password' });
    await user.type(screen.getByLabelText('Adresse e-mail'), 'lea@exemple.fr');
    await user.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Trop de tentatives.');
  });
});

describe('password reset, step 2: check your mailbox', () => {
  it('explains what was sent and can send it again', async () => {
    const api = mockApi({ 'POST /api/auth/reset-password': () => json(200, SENT) });
    renderAt(<ResetPasswordEmailPage />, { url: '/reset_password/email?email=lea%40exemple.fr' });
    expect(screen.getByRole('heading', { level: 1, name: 'Vérifiez votre boîte mail' })).toBeInTheDocument();
    expect(screen.getByText(/Ce lien est valable une heure/)).toHaveTextContent('lea@exemple.fr');

    await userEvent.click(screen.getByRole('button', { name: "Renvoyer l'e-mail" }));
    expect(await screen.findByText('Un nouvel e-mail vient de vous être envoyé.')).toBeInTheDocument();
    expect(await api.lastBody('POST /api/auth/reset-password')).toEqual({ email: 'lea@exemple.fr' });
    expect(screen.getByRole('link', { name: 'Retour à la connexion' })).toHaveAttribute('href', '/signin');
  });

  it('asks for the address when the page was opened without one', () => {
    renderAt(<ResetPasswordEmailPage />, { url: '/reset_password/email' });
    expect(screen.queryByRole('button', { name: "Renvoyer l'e-mail" })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Saisissez votre adresse e-mail' })).toHaveAttribute('href', '/reset_password');
  });
});

describe('password reset, step 3: the new password', () => {
  it('explains an incomplete link instead of showing the form', () => {
    renderAt(<NewPasswordPage />, { url: '/reset_password/new_password' });
    expect(screen.getByText('Ce lien est incomplet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Demander un nouveau lien' })).toHaveAttribute('href', '/reset_password');
    expect(screen.queryByLabelText('Nouveau mot de passe')).not.toBeInTheDocument();
  });

  it('requires 8 characters and two identical entries', async () => {
    const api = mockApi({});
    const user = userEvent.setup();
    renderAt(<NewPasswordPage />, { url: '/reset_password/new_password?token=abc' });
    await user.type(screen.getByLabelText('Nouveau mot de passe'), 'court');
    await user.type(screen.getByLabelText('Confirmez le mot de passe'), 'autre');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));
    expect(await screen.findByText('Le mot de passe doit contenir au moins 8 caractères.')).toBeInTheDocument();
    expect(screen.getByText('Les mots de passe ne correspondent pas.')).toBeInTheDocument();
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('saves the password, signs the user in and lands in their space', async () => {
    const owner = makeUser({ type: 2 });
    const api = mockApi({ 'POST /api/auth/new-password': () => json(200, { message: 'Votre mot de passe a été modifié.', user: owner }) });
    const user = userEvent.setup();
    renderAt(<NewPasswordPage />, { url: '/reset_password/new_password?token=abc123' });
    await user.type(screen.getByLabelText('Nouveau mot de passe'), 'nouveau-secret');
    await user.type(screen.getByLabelText('Confirmez le mot de passe'), 'nouveau-secret');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/proprietaire/annonce-adresse/new');
    expect(await api.lastBody('POST /api/auth/new-password')).toEqual({ token: 'abc123', password: 'nouveau-secret' });
    expect($user.getState()).toEqual(owner);
  });

  it('offers a new link when the server refuses this one', async () => {
    mockApi({ 'POST /api/auth/new-password': () => json(400, { error: "Ce lien de réinitialisation n'est pas valide ou a expiré." }) });
    const user = userEvent.setup();
    renderAt(<NewPasswordPage />, { url: '/reset_password/new_password?token=old' });
    await user.type(screen.getByLabelText('Nouveau mot de passe'), 'nouveau-secret');
    await user.type(screen.getByLabelText('Confirmez le mot de passe'), 'nouveau-secret');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("Ce lien de réinitialisation n'est pas valide ou a expiré.");
    expect(screen.getByRole('link', { name: 'Demander un nouveau lien' })).toHaveAttribute('href', '/reset_password');
  });
});
