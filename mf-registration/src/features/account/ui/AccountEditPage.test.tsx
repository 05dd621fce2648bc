import { $user } from '@coloc/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { json, mockApi } from '@coloc/shared/testing';
import { makeUser, signInAs } from '@coloc/shared/testing';
import AccountEditPage from './AccountEditPage';
import AccountPage from './AccountPage';

function renderEdit(url = '/users/account/edit') {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/:user_type/account/edit" element={<AccountEditPage />} />
        <Route path="/:user_type/account" element={<AccountPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('account edit page', () => {
  it('fills the form with the account and shows the e-mail read-only with how to change it', () => {
    mockApi({});
    signInAs(makeUser());
    renderEdit();
    expect(screen.getByRole('heading', { level: 1, name: 'Modifier mon compte' })).toBeInTheDocument();
    expect(screen.getByLabelText('Prénom')).toHaveValue('Léa');
    expect(screen.getByLabelText('Nom')).toHaveValue('Martin');
    const email = screen.getByLabelText('Adresse e-mail');
    expect(email).toHaveValue('lea.martin@exemple.fr');
    expect(email).toHaveAttribute('readonly');
    expect(email).toHaveAccessibleDescription(/pour la changer, écrivez-nous depuis la page Contact/);
    expect(screen.getByRole('link', { name: "Écrire à l'équipe" })).toHaveAttribute('href', '/contact');
    // A seeker has no company name to give.
    expect(screen.queryByLabelText(/société|agence/i)).not.toBeInTheDocument();
  });

  it('says which fields are missing or too long, in French, without calling the API', async () => {
    const api = mockApi({});
    signInAs(makeUser());
    renderEdit();
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Prénom'));
    await user.clear(screen.getByLabelText('Nom'));
    await user.type(screen.getByLabelText('Nom'), 'x'.repeat(81));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(screen.getByLabelText('Prénom')).toHaveAccessibleDescription('Champ obligatoire.');
    expect(screen.getByLabelText('Nom')).toHaveAccessibleDescription('80 caractères maximum.');
    expect(screen.getByLabelText('Prénom')).toHaveFocus();
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('saves with PUT, then shows the account with a success message', async () => {
    const api = mockApi({
      'PUT /api/users/42': async (request) => {
        const body = (await request.json()) as { first_name: string; name: string };
        return json(200, makeUser({ ...body }));
      },
    });
    signInAs(makeUser());
    renderEdit();
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Prénom'));
    await user.type(screen.getByLabelText('Prénom'), '  Léna ');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Mon compte' })).toBeInTheDocument();
    expect(screen.getByText('Vos informations ont été enregistrées.')).toBeInTheDocument();
    expect(await api.lastBody('PUT /api/users/42')).toEqual({ first_name: 'Léna', name: 'Martin' });
    expect($user.getState()?.first_name).toBe('Léna');
  });

  it("requires an agency's name and sends it", async () => {
    const api = mockApi({ 'PUT /api/users/42': () => json(200, makeUser({ type: 4, company: { business_name: 'Agence Neuve' } })) });
    signInAs(makeUser({ type: 4, company: { business_name: 'Agence du Port' } }));
    renderEdit('/agent/account/edit');
    const user = userEvent.setup();
    const business = screen.getByLabelText("Nom de l'agence");
    expect(business).toHaveValue('Agence du Port');
    await user.clear(business);
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(business).toHaveAccessibleDescription('Champ obligatoire.');
    expect(api.fetch).not.toHaveBeenCalled();

    await user.type(business, 'Agence Neuve');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText('Vos informations ont été enregistrées.');
    expect(await api.lastBody('PUT /api/users/42')).toEqual({ first_name: 'Léa', name: 'Martin', business_name: 'Agence Neuve' });
  });

  it("does not send an owner's empty optional company name", async () => {
    const api = mockApi({ 'PUT /api/users/42': () => json(200, makeUser({ type: 2 })) });
    signInAs(makeUser({ type: 2 }));
    renderEdit('/proprietaire/account/edit');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText('Vos informations ont été enregistrées.');
    expect(await api.lastBody('PUT /api/users/42')).toEqual({ first_name: 'Léa', name: 'Martin' });
  });

  it('shows a server refusal in French and keeps what was typed', async () => {
    mockApi({ 'PUT /api/users/42': () => json(400, { error: 'Le prénom contient des caractères non autorisés.' }) });
    signInAs(makeUser());
    renderEdit();
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Prénom'));
    await user.type(screen.getByLabelText('Prénom'), 'L3a');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Le prénom contient des caractères non autorisés.');
    expect(screen.getByLabelText('Prénom')).toHaveValue('L3a');
    expect(screen.getByRole('heading', { level: 1, name: 'Modifier mon compte' })).toBeInTheDocument();
    expect($user.getState()?.first_name).toBe('Léa');
  });
});
