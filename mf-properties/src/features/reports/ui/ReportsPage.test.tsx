import { json, mockApi, signOutLocally, type Handler } from '@coloc/shared/testing';
import type { PropertySummary } from '@coloc/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeHome, renderOwnerPage } from '../../../entities/owner-common/testing';
import { makeReport } from '../testing';
import ReportsPage from './ReportsPage';

// Drawing three SVG charts in jsdom takes seconds per render: this file checks the page around
// them (ReportChart.test.tsx draws a real one). The stub keeps the accessible name of the chart.
jest.mock('./ReportChart', () => ({
  ReportChart: ({ summary }: { summary: string }) => <div role="img" aria-label={summary} />,
}));

afterEach(() => signOutLocally());

const summary = (id: number, name: string): PropertySummary => ({
  home: makeHome({ id, name }),
  photo_url: null,
  access: { landlord: true, advert: true, agenda: true },
  occupied_rooms: 0,
  pending_requests: 0,
  diagnostics_alerts: 0,
});

function open(routes: Record<string, Handler> = {}, query = '?home_id=31') {
  const api = mockApi({
    'GET /api/properties': () => json(200, { items: [summary(31, 'Colocation des Pentes'), summary(32, 'Maison de Villeurbanne')] }),
    'GET /api/homes/31/reports': (request) => json(200, makeReport(Number(new URL(request.url).searchParams.get('days')), 31)),
    'GET /api/homes/32/reports': (request) => json(200, makeReport(Number(new URL(request.url).searchParams.get('days')), 32)),
    ...routes,
  });
  renderOwnerPage(<ReportsPage />, 'rapports', { query });
  return api;
}

const reportQueries = (api: ReturnType<typeof mockApi>) => api.requests.filter((r) => r.url.includes('/reports')).map((r) => `${new URL(r.url).pathname}?${new URL(r.url).searchParams}`);

describe('ReportsPage', () => {
  it('shows the totals, one described chart per series and the figures in a table', async () => {
    open();
    const totals = await screen.findByRole('heading', { name: 'Sur les 30 derniers jours' });
    const list = totals.nextElementSibling as HTMLElement;
    expect(within(list).getByText('Vues').nextSibling).toHaveTextContent('60');
    expect(within(list).getByText('Contacts').nextSibling).toHaveTextContent('2');
    expect(within(list).getByText('Matchs').nextSibling).toHaveTextContent('0');
    expect(screen.getByRole('img', { name: 'Vues par jour sur 30 jours : 60 au total, au plus 4 le 5 février 2026.' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Nouveaux matchs par jour sur 30 jours : 0 au total, au plus 0 en un jour.' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Données des graphiques, jour par jour' });
    expect(within(table).getAllByRole('row')).toHaveLength(31);
    expect(within(table).getByRole('rowheader', { name: '4 février 2026' }).parentElement).toHaveTextContent('4 février 2026320');
  });

  it('changes the period', async () => {
    const api = open();
    await screen.findByRole('heading', { name: 'Sur les 30 derniers jours' });
    expect(screen.getByRole('radio', { name: '30 jours' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: '12 mois' }));
    expect(await screen.findByRole('heading', { name: 'Sur les 365 derniers jours' })).toBeInTheDocument();
    expect(reportQueries(api)).toEqual(['/api/homes/31/reports?days=30', '/api/homes/31/reports?days=365']);
  });

  it('switches between the homes of the user', async () => {
    const api = open();
    const select = await screen.findByRole('combobox', { name: 'Annonce' });
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Colocation des Pentes – Lyon', 'Maison de Villeurbanne – Lyon']);
    await userEvent.selectOptions(select, 'Maison de Villeurbanne – Lyon');
    await waitFor(() => expect(reportQueries(api)).toContain('/api/homes/32/reports?days=30'));
  });

  it('hides the selector for a single home and uses the default one', async () => {
    mockApi({
      'GET /api/properties': () => json(200, { items: [summary(31, 'Colocation des Pentes')] }),
      'GET /api/homes/default': () => json(200, makeHome({ id: 31 })),
      'GET /api/homes/31/reports': () => json(200, makeReport(30, 31)),
    });
    renderOwnerPage(<ReportsPage />, 'rapports');
    await screen.findByRole('heading', { name: 'Sur les 30 derniers jours' });
    expect(screen.queryByRole('combobox', { name: 'Annonce' })).not.toBeInTheDocument();
  });

  it('explains a failed load and retries', async () => {
    let fail = true;
    open({ 'GET /api/homes/31/reports': () => (fail ? json(403, { error: "Vous n'avez pas accès à ce logement." }) : json(200, makeReport(30))) });
    expect(await screen.findByText("Vous n'avez pas accès à ce logement.")).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { name: 'Sur les 30 derniers jours' })).toBeInTheDocument();
  });
});
