import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockApi } from '@coloc/shared/testing';
import { makeUser } from '@coloc/shared/testing';
import { makeFlow, makeProfile } from '../../../../entities/flow/testing';
import { Home1 } from './home';

const saved = () => json(200, makeProfile());
const HOME_QUESTION = 'Et côté logement ?';

describe('home-1 "Votre projet"', () => {
  it('requires the project and the home answer', async () => {
    const api = mockApi({ 'PUT /api/profiles/7': saved });
    const flow = makeFlow(makeUser({ profile: makeProfile() }), { step: 'home-1' });
    render(<Home1 flow={flow} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Suivant' }));

    expect(within(screen.getByRole('radiogroup', { name: 'Votre projet' }).closest('fieldset')!).getByText('Champ obligatoire.')).toBeInTheDocument();
    expect(within(screen.getByRole('radiogroup', { name: HOME_QUESTION }).closest('fieldset')!).getByText('Champ obligatoire.')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
    expect(flow.next).not.toHaveBeenCalled();
  });

  it('records the branch of an owner-occupier and the services of a "contre services" project', async () => {
    const api = mockApi({ 'PUT /api/profiles/7': saved });
    const flow = makeFlow(makeUser({ profile: makeProfile() }), { step: 'home-1' });
    render(<Home1 flow={flow} />);

    const user = userEvent.setup();
    expect(screen.queryByRole('group', { name: 'Les services que vous attendez' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Je propose un logement contre services' }));
    await user.click(within(screen.getByRole('group', { name: 'Les services que vous attendez' })).getByRole('checkbox', { name: 'Courses' }));
    await user.click(screen.getByRole('radio', { name: /Je suis propriétaire occupant/ }));
    await user.click(screen.getByRole('button', { name: 'Suivant' }));

    expect(await api.lastBody('PUT /api/profiles/7')).toEqual({ position: 5, service_list: [3], home_kind: 'non-coloc' });
    expect(flow.next).toHaveBeenCalled();
  });

  it('shows what was saved and drops the services of a project without them', async () => {
    const api = mockApi({ 'PUT /api/profiles/7': saved });
    const profile = makeProfile({ position: 4, service_list: [1], home_kind: 'shared' });
    const flow = makeFlow(makeUser({ profile }), { step: 'home-1' });
    render(<Home1 flow={flow} />);
    expect(screen.getByRole('radio', { name: 'Je cherche un logement contre services' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Présence le soir et la nuit' })).toBeChecked();
    expect(screen.getByRole('radio', { name: /J'ai un logement à partager/ })).toBeChecked();

    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Je cherche une chambre en colocation' }));
    await user.click(screen.getByRole('radio', { name: 'Je cherche un logement ou une chambre' }));
    await user.click(screen.getByRole('button', { name: 'Suivant' }));

    expect(await api.lastBody('PUT /api/profiles/7')).toEqual({ position: 1, service_list: [], home_kind: 'none' });
  });

  it('does not offer to change the branch from the profile page', async () => {
    const api = mockApi({ 'PUT /api/profiles/7': saved });
    const flow = makeFlow(makeUser({ profile: makeProfile({ position: 1, home_kind: 'none' }) }), { step: 'home-1', mode: 'edit' });
    render(<Home1 flow={flow} />);
    expect(screen.queryByRole('radiogroup', { name: HOME_QUESTION })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await api.lastBody('PUT /api/profiles/7')).toEqual({ position: 1, service_list: [] });
  });
});
