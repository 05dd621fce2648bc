import { json, mockApi, signOutLocally } from '@coloc/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentPeriod, formatPeriod } from '../../../entities/receipts/model/format';
import { makeReceipt, makeRentRequest, renderTenantPage } from '../../../entities/receipts/testing';
import ReceiptsPage from './ReceiptsPage';

afterEach(() => signOutLocally());

const thisMonth = currentPeriod();

function open(requests = [makeRentRequest({ period: thisMonth })], receipts = [
  makeReceipt({ rent_payment_id: 72, period: thisMonth, paid_cents: 0, paid_on: null, pdf_url: null }),
  makeReceipt({ rent_payment_id: 71, period: '2026-01', paid_cents: 20000, paid_on: '2026-01-05', pdf_url: null }),
  makeReceipt({ rent_payment_id: 70, period: '2025-12' }),
]) {
  mockApi({ 'GET /api/receipts': () => json(200, receipts), 'GET /api/rent-requests': () => json(200, requests) });
  renderTenantPage(<ReceiptsPage />, 'receipts');
}

describe('ReceiptsPage', () => {
  it('shows the open request with its amount, month and the verified bank details, under the anti-scam notice', async () => {
    open();
    const requests = await screen.findByRole('region', { name: 'Loyers demandés par votre propriétaire' });
    const card = within(requests).getByRole('article', { name: `Loyer de ${formatPeriod(thisMonth)}` });
    expect(card).toHaveTextContent(/490,00\s€/);
    expect(within(card).getByText('Bernard Lefèvre')).toBeInTheDocument();
    expect(within(card).getByText('FR76 3000 6000 0112 3456 7890 189')).toBeInTheDocument();
    expect(within(card).getByText('SOGEFRPP')).toBeInTheDocument();
    expect(within(card).getByText(`Loyer ${formatPeriod(thisMonth)}`)).toBeInTheDocument();
    expect(screen.getByText('Ne payez jamais avant la visite et le bail')).toBeInTheDocument();
  });

  it('warns not to pay when the landlord has no verified account any more', async () => {
    open([makeRentRequest({ payee: null })]);
    expect(await screen.findByText(/ne payez pas ce loyer tant que Toit Partagé n'affiche pas de coordonnées bancaires/)).toBeInTheDocument();
    expect(screen.queryByText('IBAN')).not.toBeInTheDocument();
  });

  it('lists each month with its state and the quittance link of the paid ones only', async () => {
    open([]);
    expect(await screen.findByText('Aucun loyer ne vous est demandé pour le moment.')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Mes loyers' });
    const [, due, partial, paid] = within(table).getAllByRole('row');
    expect(due).toHaveTextContent('À payer');
    expect(due).toHaveTextContent('Disponible une fois payé');
    expect(partial).toHaveTextContent(/Payé en partie \(200,00\s€\)/);
    expect(within(partial!).queryByRole('link')).not.toBeInTheDocument();
    expect(paid).toHaveTextContent('Payé le 3 février 2026');
    expect(paid).toHaveTextContent(/450,00\s€/);
    expect(paid).toHaveTextContent(/40,00\s€/);
    expect(paid).toHaveTextContent(/490,00\s€/);
    expect(within(paid!).getByRole('link', { name: 'Télécharger la quittance de décembre 2025' })).toHaveAttribute('href', '/api/receipts/70/pdf');
    // One home: named once, above the table.
    expect(within(table).queryByRole('columnheader', { name: 'Logement' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Mes loyers' })).toHaveTextContent('Colocation des Pentes');
  });

  it('names the home on each line when the rents come from several homes', async () => {
    open([], [makeReceipt({ rent_payment_id: 80, period: '2026-01', home_name: 'Studio des Brotteaux' }), makeReceipt()]);
    const table = await screen.findByRole('table', { name: 'Mes loyers' });
    expect(within(table).getByRole('columnheader', { name: 'Logement' })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Studio des Brotteaux');
  });

  it('lists the paid requests apart, without bank details', async () => {
    open([makeRentRequest({ id: 9, period: '2026-01', status: 'paid' })]);
    expect(await screen.findByText('Demandes réglées')).toBeInTheDocument();
    expect(screen.getByText(/Loyer de janvier 2026 · 490,00\s€/)).toBeInTheDocument();
    expect(screen.queryByText('FR76 3000 6000 0112 3456 7890 189')).not.toBeInTheDocument();
  });

  it('says so kindly when there is nothing yet, with links to the documents', async () => {
    open([], []);
    expect(await screen.findByText(/Aucun loyer pour le moment/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tous mes documents' })).toHaveAttribute('href', '/users/documents');
  });

  it('shows a failure with a retry', async () => {
    let fail = true;
    mockApi({ 'GET /api/receipts': () => (fail ? json(500, { error: 'Erreur interne.' }) : json(200, [makeReceipt()])), 'GET /api/rent-requests': () => json(200, []) });
    renderTenantPage(<ReceiptsPage />, 'receipts');
    expect(await screen.findByText('Erreur interne.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('table', { name: 'Mes loyers' })).toBeInTheDocument();
  });
});
