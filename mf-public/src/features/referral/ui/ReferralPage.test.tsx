import { i18next } from '@coloc/shared';
import { json, mockApi, renderAt } from '@coloc/shared/testing';
import { fireEvent, screen } from '@testing-library/react';
import { fork } from 'effector';
import { $invitationSeed } from '../model/invitation';
import { loadReferralPage } from '../model/loadReferralPage';
import ReferralPage from './ReferralPage';

const INVITATION = { code: 'K7QZ2MPA', sponsor_first_name: 'Paul', signup_url: '/api/referral/K7QZ2MPA/signup' };

function openPage(code = 'K7QZ2MPA') {
  return renderAt(<ReferralPage />, { url: `/parrainage/${code}`, path: '/parrainage/:code' });
}

describe('referral page /parrainage/{code}', () => {
  it('says who invites, what both gain, and leads to sign-up through the link that keeps the code', async () => {
    mockApi({ 'GET /api/referral/K7QZ2MPA/invitation': () => json(200, INVITATION) });
    openPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Paul vous invite sur Toit Partagé' })).toBeInTheDocument();
    expect(screen.getByText(/vous et la personne qui vous invite recevez chacun un mois d'abonnement offert/)).toBeInTheDocument();
    expect(screen.getByText('K7QZ2MPA')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Créer mon compte' })).toHaveAttribute('href', '/api/referral/K7QZ2MPA/signup');
    expect(document.title).toBe('Paul vous invite sur Toit Partagé | Toit Partagé');
  });

  it('says an unknown code in French and still leads to sign-up', async () => {
    mockApi({ 'GET /api/referral/NOPE/invitation': () => json(404, { error: "Ce lien de parrainage n'existe pas ou n'est plus valable." }) });
    openPage('NOPE');
    expect(await screen.findByRole('heading', { level: 1, name: "Ce lien de parrainage n'est pas valable" })).toBeInTheDocument();
    expect(screen.getByText(/Le code « NOPE » ne correspond à aucun parrainage/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Créer mon compte' })).toHaveAttribute('href', '/signupselect');
  });

  it('offers a retry when the invitation cannot be read', async () => {
    let calls = 0;
    mockApi({ 'GET /api/referral/K7QZ2MPA/invitation': () => (++calls === 1 ? json(500, { error: 'x' }) : json(200, INVITATION)) });
    openPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Paul vous invite sur Toit Partagé' })).toBeInTheDocument();
  });
});

describe('referral page loader (server)', () => {
  const load = (code: string) => {
    const scope = fork();
    return { scope, outcome: loadReferralPage(scope, { params: { code }, query: new URLSearchParams(), origin: 'https://toit-partage.example', i18n: i18next }) };
  };

  it('fills the seed and gives the page its own preview, kept out of search engines', async () => {
    mockApi({ 'GET /api/referral/K7QZ2MPA/invitation': () => json(200, INVITATION) });
    const { scope, outcome } = load('K7QZ2MPA');
    const { status, head } = await outcome;
    expect(status).toBe(200);
    expect(head).toMatchObject({ title: 'Paul vous invite sur Toit Partagé | Toit Partagé', noindex: true, canonical: null });
    expect(head?.description).toMatch(/^Paul vous invite à rejoindre Toit Partagé/);
    expect(scope.getState($invitationSeed)).toEqual({ code: 'K7QZ2MPA', invitation: INVITATION });
  });

  it('answers 404 for an unknown code', async () => {
    mockApi({ 'GET /api/referral/NOPE/invitation': () => json(404, { error: 'inconnu' }) });
    const { scope, outcome } = load('NOPE');
    expect((await outcome).status).toBe(404);
    expect(scope.getState($invitationSeed)).toEqual({ code: 'NOPE', missing: true });
  });
});
