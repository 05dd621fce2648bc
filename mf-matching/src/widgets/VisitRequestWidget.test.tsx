import { parisIso, parisLocalValue } from '@coloc/shared';
import type { VisitRequestData } from '@coloc/shared/ui/DialogWidget';
import { json, makeUser, mockApi, signInAs } from '@coloc/shared/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { visitRequestData, VisitRequestWidget } from './VisitRequestWidget';

/** A page with its own 'Demander une visite' button, as the home card and the advert have. */
function PageWithVisit(data: VisitRequestData) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Demander une visite
      </button>
      <VisitRequestWidget data={{ ...data, open, onOpenChange: setOpen }} />
    </>
  );
}

/** A datetime-local value `days` from now at 18:30, as typed in the browser. */
function slotIn(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T18:30`;
}

// Typing several date-times with userEvent takes seconds on a loaded CI machine.
jest.setTimeout(30_000);

beforeEach(() => signInAs(makeUser({ type: 1 })));

describe('./VisitRequest widget', () => {
  it('from the matching results: 1 to 3 slots and a message, in its words', async () => {
    const api = mockApi({ 'POST /api/visits': () => json(201, { id: 3 }) });
    const ui = userEvent.setup();
    render(<PageWithVisit homeId={1} name="Maison 1" wording="matching" />);
    await ui.click(screen.getByRole('button', { name: 'Demander une visite' }));
    const dialog = await screen.findByRole('dialog', { name: 'Demander une visite' });
    expect(within(dialog).getByRole('group', { name: 'Vos disponibilités' })).toBeInTheDocument();

    await ui.click(within(dialog).getByRole('button', { name: 'Envoyer ma demande' }));
    expect(within(dialog).getByText('Indiquez au moins un créneau.')).toBeInTheDocument();

    const day = 24 * 3600 * 1000;
    const first = `${parisLocalValue(Date.now() + 7 * day).slice(0, 10)}T18:30`;
    const second = `${parisLocalValue(Date.now() + 14 * day).slice(0, 10)}T10:00`;
    await ui.type(within(dialog).getByLabelText('Créneau 1'), first);
    await ui.click(within(dialog).getByRole('button', { name: 'Ajouter un créneau' }));
    await ui.type(within(dialog).getByLabelText('Créneau 2 (facultatif)'), second);
    await ui.click(within(dialog).getByRole('button', { name: 'Ajouter un créneau' }));
    expect(within(dialog).queryByRole('button', { name: 'Ajouter un créneau' })).not.toBeInTheDocument();
    await ui.click(within(dialog).getByRole('button', { name: 'Retirer le créneau 3' }));
    await ui.type(within(dialog).getByRole('textbox', { name: 'Un mot pour le propriétaire (facultatif)' }), 'Je suis disponible en soirée.');
    await ui.click(within(dialog).getByRole('button', { name: 'Envoyer ma demande' }));

    expect(await within(dialog).findByText('Votre demande de visite a été envoyée.')).toBeInTheDocument();
    const body = (await api.lastBody('POST /api/visits')) as { home_id: number; slots: string[]; message: string };
    expect(body.home_id).toBe(1);
    expect(body.message).toBe('Je suis disponible en soirée.');
    expect(body.slots).toEqual([parisIso(first), parisIso(second)]);
    expect(body.slots[0]).toMatch(/^\d{4}-\d{2}-\d{2}T18:30:00\+0[12]:00$/);
    expect(within(dialog).getByRole('link', { name: 'Voir mes rendez-vous' })).toHaveAttribute('href', '/users/agenda');
  });

  it('from an advert: future slots only, sent in Paris time, in its words', async () => {
    const api = mockApi({ 'POST /api/visits': () => json(201, { id: 9 }) });
    const ui = userEvent.setup();
    render(<PageWithVisit homeId={12} name="Bernard" wording="advert" />);
    await ui.click(screen.getByRole('button', { name: 'Demander une visite' }));
    const dialog = await screen.findByRole('dialog', { name: 'Demander une visite' });

    await ui.click(within(dialog).getByRole('button', { name: 'Envoyer la demande' }));
    expect(within(dialog).getByText('Proposez au moins un créneau.')).toBeInTheDocument();

    const first = within(dialog).getByLabelText(/Créneau 1/);
    await ui.type(first, slotIn(-2));
    await ui.click(within(dialog).getByRole('button', { name: 'Proposer un autre créneau' }));
    await ui.type(within(dialog).getByLabelText(/Créneau 2/), slotIn(5));
    await ui.click(within(dialog).getByRole('button', { name: 'Envoyer la demande' }));
    expect(within(dialog).getByText('Ce créneau est déjà passé.')).toBeInTheDocument();
    expect(api.requests.some((request) => request.method === 'POST')).toBe(false);

    await ui.clear(first);
    await ui.type(first, slotIn(3));
    await ui.type(within(dialog).getByRole('textbox', { name: 'Message (facultatif)' }), 'Plutôt en soirée.');
    await ui.click(within(dialog).getByRole('button', { name: 'Envoyer la demande' }));

    expect(await within(dialog).findByText(/Votre demande de visite est envoyée. Vous serez prévenu\(e\) par e-mail dès que Bernard aura répondu./)).toBeInTheDocument();
    const body = (await api.lastBody('POST /api/visits')) as { home_id: number; slots: string[]; message: string };
    expect(body.home_id).toBe(12);
    expect(body.message).toBe('Plutôt en soirée.');
    expect(body.slots).toHaveLength(2);
    for (const slot of body.slots) expect(slot).toMatch(/^\d{4}-\d{2}-\d{2}T18:30:00\+0[12]:00$/);
    expect(body.slots[0]!.slice(0, 16)).toBe(slotIn(3));
    expect(within(dialog).getByRole('link', { name: 'Voir mes rendez-vous' })).toHaveAttribute('href', '/users/agenda');
  });

  it("shows the server's refusal in the dialog", async () => {
    mockApi({ 'POST /api/visits': () => json(409, { error: 'Vous avez déjà une demande de visite en cours pour ce logement.' }) });
    const ui = userEvent.setup();
    render(<PageWithVisit homeId={12} name="Bernard" wording="advert" />);
    await ui.click(screen.getByRole('button', { name: 'Demander une visite' }));
    const dialog = await screen.findByRole('dialog');
    await ui.type(within(dialog).getByLabelText(/Créneau 1/), slotIn(3));
    await ui.click(within(dialog).getByRole('button', { name: 'Envoyer la demande' }));
    expect(await within(dialog).findByText('Vous avez déjà une demande de visite en cours pour ce logement.')).toBeInTheDocument();
  });

  it('renders nothing for data that is not a home or has no way to close', () => {
    const onOpenChange = () => undefined;
    expect(visitRequestData(undefined)).toBeNull();
    expect(visitRequestData({ homeId: '12', onOpenChange })).toBeNull();
    expect(visitRequestData({ homeId: 12 })).toBeNull();
    expect(visitRequestData({ homeId: 12, onOpenChange })).toEqual({ homeId: 12, name: '', wording: 'matching', open: false, onOpenChange });
  });
});
