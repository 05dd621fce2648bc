import { makeUser, mockApi, renderAt, signInAs } from '@coloc/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeHomeHit, makeScore } from '../../matching/test/fixtures';
import { HomeCard } from './HomeCard';

beforeEach(() => signInAs(makeUser()));

const renderCard = (hit: ReturnType<typeof makeHomeHit>) => renderAt(<HomeCard hit={hit} />, { url: '/users/home-matching', path: '/:user_type/home-matching' });

describe('HomeCard: the score told honestly', () => {
  it("says « Pas assez d'informations pour calculer l'affinité » for a home without a score, never 25 %", () => {
    mockApi({});
    renderCard(makeHomeHit(5, { GlobalScore: makeScore(null, { Reasons: [] }) }));
    const card = screen.getByRole('article');
    expect(within(card).getByText("Pas assez d'informations pour calculer l'affinité")).toBeInTheDocument();
    expect(within(card).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(card).queryByText(/\d+ %/)).not.toBeInTheDocument();
  });

  it("shows one affinity for the home and each occupant's under it, explained, and the vigilance points", async () => {
    mockApi({});
    const score = makeScore(150, {
      Occupants: [
        { UserID: 3, FirstName: 'Hugo', Total: 140 },
        { UserID: 4, FirstName: 'Nina', Total: null },
      ],
      Vigilance: ['Tabac : vous, non-fumeur ; votre hôte, fumeur'],
    });
    renderCard(makeHomeHit(5, { GlobalScore: score }));
    expect(screen.getAllByRole('progressbar')).toHaveLength(1);
    expect(screen.getByText('Affinité avec chaque occupant')).toBeInTheDocument();
    expect(screen.getByText('Hugo : 70 %')).toBeInTheDocument();
    expect(screen.getByText("Nina : pas assez d'informations")).toBeInTheDocument();
    expect(screen.getByText(/combine votre affinité avec ses occupants/)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Pourquoi ce score ?' }));
    expect(screen.getByRole('list', { name: 'Points de vigilance' })).toHaveTextContent('Tabac : vous, non-fumeur ; votre hôte, fumeur');
  });
});
