import { json, mockApi, renderAt, signInAs, signOutLocally } from '@coloc/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allSettled, fork } from 'effector';
import { makeInvoice, OWNER } from '../../../entities/checkout/testing';
import { $invoices, $invoicesState, invoicesOpened, totals } from '../model/invoices';
import InvoicesPage from './InvoicesPage';

afterEach(() => signOutLocally());

describe('invoices model', () => {
  it('loads the invoices and adds them up', async () => {
    mockApi({ 'GET /api/invoices': () => json(200, [makeInvoice(), makeInvoice({ id: 4, total_cents: 2900, net_cents: 2417, vat_cents: 483 })]) });
    const scope = fork();
    await allSettled(invoicesOpened, { scope });
    expect(scope.getState($invoicesState)).toBe('ready');
    expect(totals(scope.getState($invoices))).toEqual({ net: 7334, vat: 1466, total: 8800 });
  });
});

describe('InvoicesPage', () => {
  it('lists number, date, amounts and a PDF link per invoice', async () => {
    mockApi({ 'GET /api/invoices': () => json(200, [makeInvoice(), makeInvoice({ id: 4, number: 'FA-2026-000041', issued_on: '2026-08-21', label: 'Offre Essentiel (1 mois)', total_cents: 2900, net_cents: 2417, vat_cents: 483 })]) });
    signInAs(OWNER);
    renderAt(<InvoicesPage />, { url: '/proprietaire/invoices', path: '/:user_type/invoices' });
    const table = await screen.findByRole('table', { name: 'Vos factures, de la plus récente à la plus ancienne' });
    const row = within(table).getByRole('row', { name: /FA-2026-000042/ });
    expect(row).toHaveTextContent('21 novembre 2026');
    expect(row).toHaveTextContent(/49,17\s€/);
    expect(row).toHaveTextContent(/9,83\s€/);
    expect(row).toHaveTextContent(/59,00\s€/);
    expect(within(row).getByRole('link', { name: 'Télécharger la facture FA-2026-000042 (PDF)' })).toHaveAttribute('href', '/api/invoices/5/pdf');
    expect(screen.getByText(/2 factures, 88,00\s€ TTC au total/)).toBeInTheDocument();
  });

  it('says when there is none, and retries after a failure', async () => {
    let fail = true;
    mockApi({ 'GET /api/invoices': () => (fail ? json(500, { error: 'Une erreur inattendue est survenue. Réessayez plus tard.' }) : json(200, [])) });
    signInAs(OWNER);
    renderAt(<InvoicesPage />, { url: '/proprietaire/invoices', path: '/:user_type/invoices' });
    expect(await screen.findByText('Impossible de charger vos factures pour le moment.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText("Vous n'avez pas encore de facture.")).toBeInTheDocument();
  });
});
