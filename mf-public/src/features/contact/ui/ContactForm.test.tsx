import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockApi } from '@coloc/shared/testing';
import { renderAt } from '@coloc/shared/testing';
import { makeUser, signInAs, signOutLocally } from '@coloc/shared/testing';
import ContactPage from './ContactPage';

afterEach(() => signOutLocally());

const render = () => renderAt(<ContactPage />, { url: '/contact' });

async function fill(user: ReturnType<typeof userEvent.setup>, message = 'Bonjour, je cherche une colocation à Lyon.') {
  await user.type(screen.getByLabelText('Nom'), 'Léa Martin');
  await user.type(screen.getByLabelText('Adresse e-mail'), 'lea@exemple.fr');
  await user.type(screen.getByLabelText('Sujet'), 'Question sur mon annonce');
  await user.type(screen.getByLabelText('Message'), message);
}

describe('contact form', () => {
  it('checks every field after a submit attempt', async () => {
    const api = mockApi({});
    const user = userEvent.setup();
    render();
    await user.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    expect(await screen.findAllByText('Champ obligatoire.')).toHaveLength(4);
    await user.type(screen.getByLabelText('Message'), 'Trop');
    expect(await screen.findByText('Votre message doit contenir au moins 10 caractères.')).toBeInTheDocument();
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it("sends the message and replaces the form with the server's answer", async () => {
    const api = mockApi({ 'POST /api/contact': () => json(201, { message: 'Merci, nous vous répondrons sous deux jours ouvrés.' }) });
    const user = userEvent.setup();
    render();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    expect(await screen.findByText('Merci, nous vous répondrons sous deux jours ouvrés.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Envoyer le message' })).not.toBeInTheDocument();
    expect(await api.lastBody('POST /api/contact')).toEqual({
      name: 'Léa Martin',
      email: 'lea@exemple.fr',
      subject: 'Question sur mon annonce',
      message: 'Bonjour, je cherche une colocation à Lyon.',
    });
  });

  it('shows a refusal inline and keeps what was typed', async () => {
    mockApi({ 'POST /api/contact': () => json(400, { error: 'Le message est trop long.' }) });
    const user = userEvent.setup();
    render();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Le message est trop long.');
    expect(screen.getByLabelText('Sujet')).toHaveValue('Question sur mon annonce');
  });

  it('fills in who is writing when signed in', () => {
    signInAs(makeUser());
    render();
    expect(screen.getByLabelText('Nom')).toHaveValue('Léa Martin');
    expect(screen.getByLabelText('Adresse e-mail')).toHaveValue('lea.martin@exemple.fr');
  });
});
