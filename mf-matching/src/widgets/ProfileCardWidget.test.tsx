import { json, makeUser, mockApi, signInAs } from '@coloc/shared/testing';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerConfirm, makeUserHit } from '../entities/matching/test/fixtures';
import { bootstrap, mount, ProfileCardWidget, unmount, update } from './ProfileCardWidget';

describe('./ProfileCard widget', () => {
  it('exposes single-spa lifecycles', () => {
    expect([bootstrap, mount, unmount, update].every((fn) => typeof fn === 'function')).toBe(true);
  });

  it('renders the card with its own router and hides it after a dislike', async () => {
    mockApi({ 'POST /api/homes/accordances/12': () => json(200, { type: 'dislike' }) });
    const ui = userEvent.setup();
    const onDisliked = jest.fn();
    signInAs(makeUser({ type: 2 }));
    render(<ProfileCardWidget hit={makeUserHit(7, { FirstName: 'Léa', BedroomCount: 3 })} homeId={12} proView onDisliked={onDisliked} />);
    expect(screen.getByText('Cherche 3 chambres')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Léa D.' })).toHaveAttribute('href', '/proprietaire/7/profile?retour=%2F');
    await ui.click(screen.getByRole('button', { name: 'Ne plus voir le profil de Léa D.' }));
    await answerConfirm(true);
    await waitFor(() => expect(screen.queryByRole('article')).not.toBeInTheDocument());
    expect(onDisliked).toHaveBeenCalledWith(7);
  });
});
