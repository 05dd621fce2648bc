import { json, makeUser, mockApi, signInAs } from '@coloc/shared/testing';
import { render, screen } from '@testing-library/react';
import { makeScore } from '../entities/matching/test/fixtures';
import { decisionData, ProfileDecisionWidget } from './ProfileDecisionWidget';

beforeEach(() => signInAs(makeUser()));

describe('./ProfileDecision widget', () => {
  it("reads the parcel's data and shows the decision block for that person", async () => {
    mockApi({ 'GET /api/match/users/7/score': () => json(200, { GlobalScore: makeScore(null), IsFavorite: false, IsDisliked: false }) });
    render(<ProfileDecisionWidget data={{ userId: 7, name: 'Léa M.' }} />);
    expect(await screen.findByText("Pas assez d'informations pour calculer l'affinité")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Contacter Léa M.' })).toBeInTheDocument();
  });

  it('renders nothing for data that is not a person', () => {
    expect(decisionData(undefined)).toBeNull();
    expect(decisionData({ userId: '7' })).toBeNull();
    expect(decisionData({ userId: 0 })).toBeNull();
    expect(decisionData({ userId: 7 })).toEqual({ userId: 7, name: '' });
  });
});
