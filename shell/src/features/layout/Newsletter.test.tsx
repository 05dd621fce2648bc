import { $popup, popupClosed } from '@coloc/shared';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Newsletter, NEWSLETTER_FAILURE } from './Newsletter';

function answer(status: number, body: unknown) {
  return jest.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

describe('newsletter signup', () => {
  afterEach(() => popupClosed());

  it("sends the e-mail unchecked and shows 'Inscription réussie'", async () => {
    const sent: Array<{ url: string; body: unknown }> = [];
    global.fetch = jest.fn(async (request: Request) => {
      sent.push({ url: request.url, body: await request.clone().json() });
      return new Response(JSON.stringify({ message: 'Inscription réussie' }), { status: 201 });
    }) as unknown as typeof fetch;
    render(<Newsletter />);
    await userEvent.type(screen.getByLabelText('Adresse e-mail'), 'marie@exemple.fr');
    await userEvent.click(screen.getByRole('button', { name: "S'inscrire" }));
    await waitFor(() => expect($popup.getState()?.title).toBe('Inscription réussie'));
    expect(sent).toEqual([{ url: 'http://localhost/api/newsletters', body: { email: 'marie@exemple.fr' } }]);
  });

  it("shows 'Erreur' with the French text on failure, even for a malformed address", async () => {
    global.fetch = answer(400, { error: NEWSLETTER_FAILURE }) as typeof fetch;
    render(<Newsletter />);
    await userEvent.type(screen.getByLabelText('Adresse e-mail'), 'pas-un-email');
    await userEvent.click(screen.getByRole('button', { name: "S'inscrire" }));
    await waitFor(() => expect($popup.getState()).toEqual({ title: 'Erreur', content: "Vérifiez l'adresse e-mail saisie et essayez à nouveau." }));
  });
});
