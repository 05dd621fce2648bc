import { $sessionStatus, $user } from '@coloc/shared';
import { screen } from '@testing-library/react';
import { json, mockApi } from '@coloc/shared/testing';
import { renderAt } from '@coloc/shared/testing';
import { makeUser, signInAs } from '@coloc/shared/testing';
import SignOutPage from './SignOutPage';

describe('sign-out page', () => {
  beforeEach(() => signInAs(makeUser()));

  it('signs out, then replaces itself with the home page', async () => {
    const api = mockApi({ 'POST /api/auth/signout': () => new Response(null, { status: 204 }) });
    renderAt(<SignOutPage />, { url: '/signout' });
    expect(screen.getByRole('heading', { level: 1, name: 'Déconnexion…' })).toBeInTheDocument();
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    expect(api.fetch).toHaveBeenCalledTimes(1);
    expect($user.getState()).toBeNull();
    expect($sessionStatus.getState()).toBe('absent');
  });

  it('goes back to the advert page it was given', async () => {
    mockApi({ 'POST /api/auth/signout': () => new Response(null, { status: 204 }) });
    renderAt(<SignOutPage />, { url: '/signout?redirect=%2Fcolocation-nantes%2F8' });
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/colocation-nantes\/8$/);
  });

  it('leaves even when the server call fails, and never for another site', async () => {
    mockApi({ 'POST /api/auth/signout': () => json(500, { error: 'Panne' }) });
    renderAt(<SignOutPage />, { url: '/signout?redirect=%2F%2Fevil.example' });
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    expect($user.getState()).toBeNull();
  });
});
