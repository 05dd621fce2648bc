import { $user, decodeSearchQuery, encodeSearchQuery } from '@coloc/shared';
import { screen } from '@testing-library/react';
import { json, makeUser, mockApi, renderAt, signOutLocally } from '@coloc/shared/testing';
import SigninLinkPage from '../../../entities/auth/ui/SigninLinkPage';
import SignupConfirmPage from './SignupConfirmPage';

afterEach(() => {
  signOutLocally();
  window.localStorage.clear();
});

const confirmAt = (url: string) => renderAt(<SignupConfirmPage />, { url, path: '/signup/confirm' });

describe('the confirmation link of « Confirmez votre adresse »', () => {
  it('creates the account once, signs in and lands in the registration flow with the search draft of this browser', async () => {
    const search = encodeSearchQuery({ per_room_budget_max: 600 });
    window.localStorage.setItem('tp-signup-query', `?search=${search}`);
    const created = makeUser({ registration_step: 0 });
    const api = mockApi({ 'POST /api/auth/confirm-signup': () => json(201, created) });
    confirmAt('/signup/confirm?token=abc');
    const url = new URL((await screen.findByTestId('location')).textContent!, 'http://localhost');
    expect(url.pathname).toBe('/registration/lifestyle-1');
    expect(decodeSearchQuery(url.searchParams.get('search'))).toEqual({ per_room_budget_max: 600 });
    expect(await api.lastBody('POST /api/auth/confirm-signup')).toEqual({ token: 'abc' });
    expect(api.requests).toHaveLength(1);
    expect($user.getState()).toEqual(created);
    expect(window.localStorage.getItem('tp-signup-query')).toBeNull();
  });

  it('says in French that a used or expired link is not valid, and offers to start again', async () => {
    mockApi({ 'POST /api/auth/confirm-signup': () => json(400, { error: "Ce lien de confirmation n'est pas valide, a déjà servi ou a expiré." }) });
    confirmAt('/signup/confirm?token=old');
    expect(await screen.findByRole('heading', { name: 'Lien non valable' })).toBeInTheDocument();
    expect(screen.getByText(/a déjà servi ou a expiré/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Recommencer l'inscription" })).toHaveAttribute('href', '/signup');
    expect($user.getState()).toBeNull();
  });

  it('points to sign-in when the address got an account meanwhile', async () => {
    mockApi({ 'POST /api/auth/confirm-signup': () => json(409, { error: 'Un compte existe déjà avec cette adresse e-mail. Connectez-vous.' }) });
    confirmAt('/signup/confirm?token=stale');
    expect(await screen.findByRole('heading', { name: 'Vous avez déjà un compte' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/signin');
  });

  it('explains a link cut short without calling the server', async () => {
    const api = mockApi({});
    confirmAt('/signup/confirm');
    expect(screen.getByText('Ce lien est incomplet')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });
});

describe('the sign-in link of « Vous avez déjà un compte »', () => {
  it('signs in and goes to the user’s own page', async () => {
    const known = makeUser({ registration_step: 0 });
    mockApi({ 'POST /api/auth/signin-link': () => json(200, known) });
    renderAt(<SigninLinkPage />, { url: '/signin/link?token=t', path: '/signin/link' });
    expect(await screen.findByTestId('location')).toHaveTextContent('/registration/lifestyle-1');
    expect($user.getState()).toEqual(known);
  });

  it('refuses a spent link in French with the ways back in', async () => {
    mockApi({ 'POST /api/auth/signin-link': () => json(400, { error: "Ce lien de connexion n'est pas valide, a déjà servi ou a expiré." }) });
    renderAt(<SigninLinkPage />, { url: '/signin/link?token=t', path: '/signin/link' });
    expect(await screen.findByText(/Ce lien de connexion n'est pas valide/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mot de passe oublié ?' })).toHaveAttribute('href', '/reset_password');
  });
});
