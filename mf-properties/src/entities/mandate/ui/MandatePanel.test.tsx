import { json, makeUser, mockApi, renderAt, signInAs, signOutLocally } from '@coloc/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeMandate } from '../testing';
import { MandatePanel } from './MandatePanel';

afterEach(() => signOutLocally());

describe('MandatePanel', () => {
  it('shows the owner the dated steps, the way to sign and the PDF', async () => {
    signInAs(makeUser({ id: 7, type: 2 }));
    mockApi({
      'GET /api/homes/12/mandate': () =>
        json(200, { mandate: makeMandate({ status: 'signing', role: 'owner', can_sign: true, can_countersign: false, signing_url: '/api/mandates/5/sign', events: [{ kind: 'created', at: '2026-11-20T10:00:00.000Z' }] }) }),
    });
    renderAt(<MandatePanel home={{ id: 12, mandate_status: 'signing' }} />, { url: '/proprietaire/biens', path: '/:user_type/biens' });
    const panel = await screen.findByTestId('mandate-panel');
    expect(within(panel).getByText('Mandat proposé le 20 novembre 2026')).toBeInTheDocument();
    expect(within(panel).getByText('Agence ou gestionnaire : Agence Les Toits de Lyon')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Signer le mandat' })).toHaveAttribute('href', '/api/mandates/5/sign?return_path=%2Fproprietaire%2Fbiens');
    expect(within(panel).getByRole('link', { name: 'Télécharger le mandat (PDF)' })).toHaveAttribute('href', '/api/mandates/5/pdf');
    expect(within(panel).queryByRole('button', { name: 'Contresigner le mandat' })).not.toBeInTheDocument();
  });

  it('lets the agency countersign once the owner has signed', async () => {
    signInAs(makeUser({ id: 20, type: 8 }));
    const api = mockApi({
      'GET /api/homes/12/mandate': () => json(200, { mandate: makeMandate() }),
      'POST /api/mandates/5/countersign': () => json(200, makeMandate({ status: 'complete', can_countersign: false, can_decline: false, events: [...makeMandate().events, { kind: 'agent_signed', at: '2026-11-22T10:00:00.000Z' }] })),
      'GET /api/properties': () => json(200, { items: [] }),
      'GET /api/users/myself': () => json(200, makeUser({ id: 20, type: 8, managed_mandates: 1 })),
    });
    renderAt(<MandatePanel home={{ id: 12, mandate_status: 'signed' }} />, { url: '/manager/biens', path: '/:user_type/biens' });
    const panel = await screen.findByTestId('mandate-panel');
    expect(within(panel).getByText('Signé par le propriétaire le 21 novembre 2026 (Bac à sable de signature)')).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Contresigner le mandat' }));
    expect(await within(panel).findByText("Contresigné par l'agence le 22 novembre 2026")).toBeInTheDocument();
    expect(api.requests.some((r) => r.method === 'POST' && r.url.endsWith('/api/mandates/5/countersign'))).toBe(true);
  });
});
