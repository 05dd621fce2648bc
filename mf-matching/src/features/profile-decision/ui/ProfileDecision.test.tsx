import { json, makeUser, mockApi, renderAt, signInAs } from '@coloc/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerConfirm, makeScore } from '../../../entities/matching/test/fixtures';
import { ProfileDecision } from './ProfileDecision';

const DISLIKE_TEXT = 'Confirmez-vous que vous ne voulez plus voir ce profil ? Celui-ci ne vous sera plus proposé.';

beforeEach(() => signInAs(makeUser()));

function renderDecision() {
  return renderAt(<ProfileDecision userId={7} name="Léa M." />, { url: '/users/7/profile', path: '/:user_type/:user_id/profile' });
}

describe('ProfileDecision (the profile page as a place to decide)', () => {
  it("says « Pas assez d'informations… » instead of a number when the API has none, never 25 %", async () => {
    mockApi({ 'GET /api/match/users/7/score': () => json(200, { GlobalScore: makeScore(null, { Reasons: [] }), IsFavorite: false, IsDisliked: false }) });
    renderDecision();
    expect(await screen.findByText("Pas assez d'informations pour calculer l'affinité")).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByText(/%/)).not.toBeInTheDocument();
  });

  it('shows the score, the vigilance points on « Pourquoi ce score ? », and the three actions', async () => {
    const score = makeScore(150, { Vigilance: ['Tabac : vous, non-fumeur ; cette personne, fumeur'] });
    const api = mockApi({
      'GET /api/match/users/7/score': () => json(200, { GlobalScore: score, IsFavorite: false, IsDisliked: false }),
      'POST /api/homes/accordances/default': () => json(200, { type: 'like' }),
    });
    const ui = userEvent.setup();
    renderDecision();
    expect(await screen.findByRole('progressbar', { name: 'Compatibilité' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Contacter Léa M.' })).toBeInTheDocument();
    await ui.click(screen.getByRole('button', { name: 'Pourquoi ce score ?' }));
    expect(screen.getByText('Points de vigilance', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText('Tabac : vous, non-fumeur ; cette personne, fumeur')).toBeInTheDocument();
    await ui.click(screen.getByRole('button', { name: 'Ajouter Léa M. à mes favoris' }));
    expect(await api.lastBody('POST /api/homes/accordances/default')).toEqual({ type: 'like', user_id: 7 });
    expect(await screen.findByRole('button', { name: 'Retirer Léa M. de mes favoris' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('sets the profile aside only after the confirmation of SPEC 5', async () => {
    const api = mockApi({
      'GET /api/match/users/7/score': () => json(200, { GlobalScore: makeScore(120), IsFavorite: false, IsDisliked: false }),
      'POST /api/homes/accordances/default': () => json(200, { type: 'dislike' }),
    });
    const ui = userEvent.setup();
    renderDecision();
    const button = await screen.findByRole('button', { name: 'Ne plus voir le profil de Léa M.' });
    await ui.click(button);
    // Nothing is sent before the answer.
    expect(api.requests.some((request) => request.method === 'POST')).toBe(false);
    await answerConfirm(true, { content: DISLIKE_TEXT });
    expect(await screen.findByText('Vous avez écarté ce profil : il ne vous sera plus proposé.')).toBeInTheDocument();
    expect(await api.lastBody('POST /api/homes/accordances/default')).toEqual({ type: 'dislike', user_id: 7 });
  });
});
