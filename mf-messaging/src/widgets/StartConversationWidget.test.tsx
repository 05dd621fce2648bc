import type { StartConversationData } from '@coloc/shared/ui/DialogWidget';
import { json, makeUser, mockApi, signInAs } from '@coloc/shared/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { startConversationData, StartConversationWidget } from './StartConversationWidget';

/** A page with its own 'Contacter' button, as the profile card and the advert have. */
function PageWithContact(data: StartConversationData) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Contacter
      </button>
      <StartConversationWidget data={{ ...data, open, onOpenChange: setOpen }} />
    </>
  );
}

// Typing a whole message with userEvent takes seconds on a loaded CI machine.
jest.setTimeout(20_000);

beforeEach(() => signInAs(makeUser()));

describe('./StartConversation widget', () => {
  it("from a profile: a first message (POST /api/conversations), then a link to the conversation in the home's inbox", async () => {
    const api = mockApi({ 'POST /api/conversations': () => json(201, { id: 31, kind: 'direct', home_id: 12 }) });
    const ui = userEvent.setup();
    render(<PageWithContact name="Léa D." toUserId={7} homeId={12} about="profile" />);
    await ui.click(screen.getByRole('button', { name: 'Contacter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contacter Léa D.' });
    expect(within(dialog).getByRole('textbox', { name: 'Votre message' })).toHaveAttribute('placeholder', 'Bonjour, votre profil correspond à ce que je recherche…');

    await ui.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    expect(within(dialog).getByText('Écrivez votre message.')).toBeInTheDocument();
    expect(api.fetch).not.toHaveBeenCalled();

    await ui.type(within(dialog).getByRole('textbox', { name: 'Votre message' }), '  Bonjour Léa, votre profil me plaît.  ');
    await ui.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    expect(await within(dialog).findByText('Votre message a été envoyé. La suite de la conversation se passe dans votre messagerie.')).toBeInTheDocument();
    expect(await api.lastBody('POST /api/conversations')).toEqual({ user_id: 7, home_id: 12, message: 'Bonjour Léa, votre profil me plaît.' });
    expect(within(dialog).getByRole('link', { name: 'Ouvrir la conversation' })).toHaveAttribute('href', '/users/messages?home_id=12&conversation=31');
  });

  it('from an advert: the message is about the home, and the link opens the seeker’s one inbox', async () => {
    const api = mockApi({ 'POST /api/conversations': () => json(201, { id: 55 }) });
    const ui = userEvent.setup();
    render(<PageWithContact name="Bernard" toUserId={3} homeId={12} about="advert" />);
    await ui.click(screen.getByRole('button', { name: 'Contacter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contacter Bernard' });
    expect(within(dialog).getByRole('textbox', { name: 'Votre message' })).toHaveAttribute('placeholder', "Bonjour, votre annonce m'intéresse…");
    await ui.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    expect(within(dialog).getByText('Écrivez votre message.')).toBeInTheDocument();
    expect(api.requests.some((request) => request.method === 'POST')).toBe(false);

    await ui.type(within(dialog).getByRole('textbox', { name: 'Votre message' }), '  Bonjour, la chambre B est-elle libre ?  ');
    await ui.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    expect(await within(dialog).findByText(/Votre message a été envoyé/)).toBeInTheDocument();
    expect(await api.lastBody('POST /api/conversations')).toEqual({ user_id: 3, home_id: 12, message: 'Bonjour, la chambre B est-elle libre ?' });
    expect(within(dialog).getByRole('link', { name: 'Ouvrir la conversation' })).toHaveAttribute('href', '/users/messages?conversation=55');
  });

  it("without a home: the message goes to the person alone", async () => {
    const api = mockApi({ 'POST /api/conversations': () => json(201, { id: 8 }) });
    const ui = userEvent.setup();
    render(<PageWithContact name="Léa M." toUserId={7} about="profile" />);
    await ui.click(screen.getByRole('button', { name: 'Contacter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contacter Léa M.' });
    await ui.type(within(dialog).getByRole('textbox', { name: 'Votre message' }), 'Bonjour');
    await ui.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    expect(await within(dialog).findByRole('link', { name: 'Ouvrir la conversation' })).toHaveAttribute('href', '/users/messages?conversation=8');
    expect(await api.lastBody('POST /api/conversations')).toEqual({ user_id: 7, message: 'Bonjour' });
  });

  it("shows the server's refusal and keeps the message typed", async () => {
    mockApi({ 'POST /api/conversations': () => json(429, { error: 'Trop de messages envoyés : réessayez dans une heure.' }) });
    const ui = userEvent.setup();
    render(<PageWithContact name="Bernard" toUserId={3} homeId={12} about="advert" />);
    await ui.click(screen.getByRole('button', { name: 'Contacter' }));
    const dialog = await screen.findByRole('dialog');
    await ui.type(within(dialog).getByRole('textbox', { name: 'Votre message' }), 'Bonjour !');
    await ui.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    expect(await within(dialog).findByText('Trop de messages envoyés : réessayez dans une heure.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Votre message' })).toHaveValue('Bonjour !');
  });

  it('closes with Annuler and gives the focus back to the button that opened it', async () => {
    mockApi({});
    const ui = userEvent.setup();
    render(<PageWithContact name="Bernard" toUserId={3} homeId={12} about="advert" />);
    const button = screen.getByRole('button', { name: 'Contacter' });
    await ui.click(button);
    const dialog = await screen.findByRole('dialog');
    await ui.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('renders nothing for data that is not a person or has no way to close', () => {
    const onOpenChange = () => undefined;
    expect(startConversationData(undefined)).toBeNull();
    expect(startConversationData({ toUserId: '7', onOpenChange })).toBeNull();
    expect(startConversationData({ toUserId: 7 })).toBeNull();
    expect(startConversationData({ toUserId: 7, homeId: 'x', onOpenChange })).toEqual({ name: '', toUserId: 7, about: 'advert', open: false, onOpenChange });
  });
});
