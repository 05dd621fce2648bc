import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockApi } from '@coloc/shared/testing';
import { makeUser } from '@coloc/shared/testing';
import { makeFlow, makeProfile } from '../../../../entities/flow/testing';
import { Personality1, Personality2, Personality4, Personality5 } from './personality';

const saved = () => json(200, makeProfile());

describe('personality-1', () => {
  it('lets at most five traits be chosen', async () => {
    const api = mockApi({ 'PUT /api/profiles/7': saved });
    const flow = makeFlow(makeUser({ profile: makeProfile({ character: [1, 2, 3, 4] }) }));
    render(<Personality1 flow={flow} />);
    expect(screen.getByText("Jusqu'à 5 réponses.")).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Organisé(e)' }));
    expect(screen.getByRole('checkbox', { name: 'Spontané(e)' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Suivant' }));

    expect(await api.lastBody('PUT /api/profiles/7')).toEqual({ character: [1, 2, 3, 4, 5] });
  });
});

describe('personality-2', () => {
  it('saves the style, the interests and the weight of the personality', async () => {
    const api = mockApi({ 'PUT /api/profiles/7': saved });
    const flow = makeFlow(makeUser({ profile: makeProfile({ appearance: 2, importance: { lifestyle: 3, personality: 1, athome: 3, employment: 3 } }) }));
    render(<Personality2 flow={flow} />);
    expect(screen.getByRole('radio', { name: 'Classique' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Pas important' })).toBeChecked();

    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Art et culture' }));
    await user.click(screen.getByRole('radio', { name: 'Un peu' }));
    await user.click(screen.getByRole('button', { name: 'Suivant' }));

    expect(await api.lastBody('PUT /api/profiles/7')).toEqual({ appearance: 2, thinking_about: [6], importance: { personality: 2 } });
  });
});

describe('personality-4', () => {
  it('counts the characters of the description and saves it trimmed', async () => {
    const api = mockApi({ 'PUT /api/profiles/7': saved });
    const flow = makeFlow(makeUser({ profile: makeProfile({ description: 'Bonjour' }) }));
    render(<Personality4 flow={flow} />);
    const field = screen.getByLabelText('Présentez-vous');
    expect(field).toHaveValue('Bonjour');
    expect(field).toHaveAttribute('maxLength', '2000');
    expect(field).toHaveAccessibleDescription(/7 \/ 2000 caractères/);

    const user = userEvent.setup();
    await user.type(field, ', je suis Léa.  ');
    expect(screen.getByText('23 / 2000 caractères')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Suivant' }));

    expect(await api.lastBody('PUT /api/profiles/7')).toEqual({ description: 'Bonjour, je suis Léa.' });
  });

  it('saves an emptied description as null', async () => {
    const api = mockApi({ 'PUT /api/profiles/7': saved });
    render(<Personality4 flow={makeFlow(makeUser({ profile: makeProfile({ description: 'Bonjour' }) }))} />);
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Présentez-vous'));
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(await api.lastBody('PUT /api/profiles/7')).toEqual({ description: null });
  });
});

describe('personality-5 (privacy)', () => {
  it('shows each answer that can be hidden and saves the chosen ones', async () => {
    const api = mockApi({ 'PUT /api/profiles/7': saved });
    const profile = makeProfile({ gender: 1, religious: 2, private_fields: ['religious'] });
    const flow = makeFlow(makeUser({ profile }));
    render(<Personality5 flow={flow} />);
    expect(screen.getByText(/ni utilisée|pas non plus utilisée pour calculer vos affinités/)).toBeInTheDocument();

    const religion = screen.getByRole('checkbox', { name: 'Ne pas afficher sur mon profil : Votre religion ou spiritualité' });
    const gender = screen.getByRole('checkbox', { name: 'Ne pas afficher sur mon profil : Votre genre' });
    expect(religion).toBeChecked();
    expect(gender).not.toBeChecked();
    expect(within(gender.closest('li')!).getByText('Femme')).toBeInTheDocument();
    expect(screen.getAllByText('Pas encore de réponse').length).toBeGreaterThan(0);

    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Ne pas afficher sur mon profil : Votre présentation' }));
    await user.click(gender);
    await user.click(screen.getByRole('checkbox', { name: 'Ne pas afficher sur mon profil : Votre âge' }));
    await user.click(screen.getByRole('button', { name: 'Suivant' }));

    // Always in the catalogue's order.
    expect(await api.lastBody('PUT /api/profiles/7')).toEqual({ private_fields: ['birth_date', 'gender', 'religious', 'description'] });
  });
});
