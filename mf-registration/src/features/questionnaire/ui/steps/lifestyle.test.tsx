import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockApi } from '@coloc/shared/testing';
import { makeUser } from '@coloc/shared/testing';
import { makeFlow, makeProfile } from '../../../../entities/flow/testing';
import { Lifestyle1, Lifestyle2, Lifestyle3, Lifestyle6 } from './lifestyle';

const saved = () => json(200, makeProfile());

function group(name: string) {
  return screen.getByRole('radiogroup', { name });
}

describe('lifestyle-1 "Votre situation"', () => {
  it('shows what was saved and sends the answers, with the custody details of a solo parent', async () => {
    const api = mockApi({ 'PUT /api/profiles/7': saved });
    const profile = makeProfile({ situation: 1, children: 3, children_count: 2, custody_schedule: 1, gender: 1, birth_date: '1990-04-12' });
    const flow = makeFlow(makeUser({ registration_step: 0, profile }));
    render(<Lifestyle1 flow={flow} />);

    expect(within(group('Vous vous installerez…')).getByRole('radio', { name: 'Seul(e)' })).toBeChecked();
    expect(within(group('Avez-vous des enfants ?')).getByRole('radio', { name: 'Enfant(s) en garde alternée' })).toBeChecked();
    expect(screen.getByLabelText("Combien d'enfants ?")).toHaveValue(2);
    expect(within(group('À quel rythme vivent-ils avec vous ?')).getByRole('radio', { name: 'Une semaine sur deux' })).toBeChecked();
    expect(screen.getByLabelText('Date de naissance')).toHaveValue('1990-04-12');

    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Un week-end sur deux' }));
    await user.type(screen.getByLabelText('Une précision sur la garde ? (facultatif)'), 'Du vendredi soir au lundi matin');
    await user.click(screen.getByRole('button', { name: 'Suivant' }));

    expect(flow.next).toHaveBeenCalled();
    expect(await api.lastBody('PUT /api/profiles/7')).toEqual({
      situation: 1,
      children: 3,
      children_count: 2,
      custody_schedule: 2,
      custody_note: 'Du vendredi soir au lundi matin',
      gender: 1,
      birth_date: '1990-04-12',
    });
  });

  it('clears the children details that no longer apply', async () => {
    const api = mockApi({ 'PUT /api/profiles/7': saved });
    const profile = makeProfile({ situation: 2, children: 3, children_count: 1, custody_schedule: 1, custody_note: 'Mercredi', gender: 2, birth_date: '1985-01-01' });
    const flow = makeFlow(makeUser({ profile }));
    render(<Lifestyle1 flow={flow} />);

    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: "Pas d'enfant" }));
    expect(screen.queryByLabelText("Combien d'enfants ?")).not.toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: 'À quel rythme vivent-ils avec vous ?' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Suivant' }));

    expect(await api.lastBody('PUT /api/profiles/7')).toMatchObject({ children: 1, children_count: null, custody_schedule: null, custody_note: null });
  });

  it('asks the custody rhythm only for shared custody and weekends', async () => {
    mockApi({});
    render(<Lifestyle1 flow={makeFlow(makeUser({ profile: makeProfile() }))} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Enfant(s) à temps plein' }));
    expect(screen.getByLabelText("Combien d'enfants ?")).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: 'À quel rythme vivent-ils avec vous ?' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Enfant(s) le week-end et pendant les vacances' }));
    expect(screen.getByRole('radiogroup', { name: 'À quel rythme vivent-ils avec vous ?' })).toBeInTheDocument();
  });

  it('requires the situation, the gender and the birth date, next to each field, and saves nothing', async () => {
    const api = mockApi({ 'PUT /api/profiles/7': saved });
    const flow = makeFlow(makeUser({ profile: makeProfile() }));
    render(<Lifestyle1 flow={flow} />);
    expect(screen.queryByText('Champ obligatoire.')).not.toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Suivant' }));

    expect(within(group('Vous vous installerez…').closest('fieldset')!).getByText('Champ obligatoire.')).toBeInTheDocument();
    expect(within(group('Comment vous définissez-vous ?').closest('fieldset')!).getByText('Champ obligatoire.')).toBeInTheDocument();
    expect(screen.getByLabelText('Date de naissance')).toHaveAccessibleDescription(/Champ obligatoire\./);
    expect(screen.getAllByText('Champ obligatoire.')).toHaveLength(3);
    expect(api.requests).toHaveLength(0);
    expect(flow.next).not.toHaveBeenCalled();
  });

  it('refuses a person under 18 with a French message', async () => {
    const api = mockApi({ 'PUT /api/profiles/7': saved });
    const flow = makeFlow(makeUser({ profile: makeProfile({ situation: 1, gender: 3 }) }));
    render(<Lifestyle1 flow={flow} />);
    const user = userEvent.setup();
    const thisYear = new Date().getFullYear();
    await user.type(screen.getByLabelText('Date de naissance'), `${thisYear - 10}-01-01`);
    await user.click(screen.getByRole('button', { name: 'Suivant' }));

    expect(screen.getByText('Vous devez avoir au moins 18 ans pour vous inscrire.')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('shows the API error inline and keeps the answers', async () => {
    mockApi({ 'PUT /api/profiles/7': () => json(400, { error: 'Choix invalide pour le genre.' }) });
    const flow = makeFlow(makeUser({ profile: makeProfile({ situation: 1, gender: 3, birth_date: '1990-01-01' }) }));
    render(<Lifestyle1 flow={flow} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Suivant' }));

    expect(await screen.findByText('Choix invalide pour le genre.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Non-binaire' })).toBeChecked();
    expect(flow.next).not.toHaveBeenCalled();
  });
});

describe('lifestyle-2', () => {
  it('asks which animals only to owners, and forgets them when there are none any more', async () => {
    const api = mockApi({ 'PUT /api/profiles/7': saved });
    const flow = makeFlow(makeUser({ profile: makeProfile({ pets: 2, pet_list: [1, 2], smoking: 1 }) }));
    render(<Lifestyle2 flow={flow} />);
    expect(screen.getByRole('checkbox', { name: 'Chien' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Chat' })).toBeChecked();

    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: "Pas d'animal, mais j'accepte ceux des autres" }));
    expect(screen.queryByRole('checkbox', { name: 'Chien' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Suivant' }));

    expect(await api.lastBody('PUT /api/profiles/7')).toEqual({ pets: 3, pet_list: [], smoking: 1 });
  });
});

describe('lifestyle-3', () => {
  it('says the religion can be kept private and saves the three answers', async () => {
    const api = mockApi({ 'PUT /api/profiles/7': saved });
    const flow = makeFlow(makeUser({ profile: makeProfile({ dietaries: [4] }) }));
    render(<Lifestyle3 flow={flow} />);
    expect(screen.getByText(/garder cette réponse privée/)).toBeInTheDocument();
    expect(screen.getByText(/vous pourrez compléter plus tard/)).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Sans gluten' }));
    await user.click(screen.getByRole('radio', { name: 'Un repas partagé de temps en temps' }));
    await user.click(screen.getByRole('button', { name: 'Suivant' }));

    expect(await api.lastBody('PUT /api/profiles/7')).toEqual({ dietaries: [4, 9], meals: 2, religious: null });
  });
});

describe('lifestyle-6', () => {
  it('asks how much the lifestyle matters and saves that section only', async () => {
    const api = mockApi({ 'PUT /api/profiles/7': saved });
    const flow = makeFlow(makeUser({ profile: makeProfile({ ecoloc: [2] }) }));
    render(<Lifestyle6 flow={flow} />);
    const importance = group('À quel point le mode de vie compte-t-il pour vous dans une colocation ?');
    expect(within(importance).getByRole('radio', { name: 'Important' })).toBeChecked();

    const user = userEvent.setup();
    await user.click(within(importance).getByRole('radio', { name: 'Essentiel' }));
    await user.click(screen.getByRole('button', { name: 'Suivant' }));

    expect(await api.lastBody('PUT /api/profiles/7')).toEqual({ ecoloc: [2], importance: { lifestyle: 4 } });
  });
});
