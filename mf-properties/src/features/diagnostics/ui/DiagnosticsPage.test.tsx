import { json, mockApi, signOutLocally, type Handler } from '@coloc/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeDocument, nodeFile, restoreFormData, useNodeFormData } from '../../../entities/documents/testing';
import { todayInParis } from '../../../entities/owner-common/model/formValues';
import { answerConfirm, renderOwnerPage } from '../../../entities/owner-common/testing';
import { CATALOGUE } from '../testing';
import DiagnosticsPage from './DiagnosticsPage';

beforeEach(() => useNodeFormData());
afterEach(() => {
  signOutLocally();
  restoreFormData();
});

function open(routes: Record<string, Handler> = {}) {
  const api = mockApi({
    'GET /api/homes/31/diagnostics': () => json(200, CATALOGUE),
    'GET /api/homes/31/documents': () => json(200, [makeDocument({ id: 3, title: 'Certificat de surface' })]),
    ...routes,
  });
  renderOwnerPage(<DiagnosticsPage />, 'diagnostics', { query: '?home_id=31' });
  return api;
}

const card = (name: string | RegExp) => screen.findByRole('article', { name });

describe('DiagnosticsPage', () => {
  it('warns at the top about what is missing, expired or expiring', async () => {
    open();
    const warning = await screen.findByText('3 diagnostics demandent votre attention');
    const lines = within(warning.parentElement!).getAllByRole('listitem').map((item) => item.textContent);
    expect(lines).toEqual([
      "Constat de risque d'exposition au plomb (CREP) : expiré depuis le 10 janvier 2021",
      'Diagnostic de performance énergétique (DPE) : à faire',
      "État de l'installation intérieure d'électricité : expire le 2 mai 2026",
    ]);
  });

  it('gives each diagnostic its state badge, dates and report', async () => {
    open();
    expect(within(await card(/DPE/)).getByText('À faire')).toBeInTheDocument();
    expect(within(await card(/électricité/)).getByText('Expire bientôt')).toBeInTheDocument();
    expect(within(await card(/plomb/)).getByText('Expiré')).toBeInTheDocument();
    expect(within(await card(/termites/)).getByText('Facultatif')).toBeInTheDocument();
    const erp = await card(/ERP/);
    expect(within(erp).getByText("Valide jusqu'au 15 juillet 2030")).toBeInTheDocument();
    expect(within(erp).getByText('Réalisé le 15 janvier 2026')).toBeInTheDocument();
    const surface = await card('Surface habitable');
    expect(within(surface).getByText('Valide')).toBeInTheDocument();
    expect(within(surface).getByText('Sans limite de validité')).toBeInTheDocument();
    expect(within(surface).getByRole('link', { name: 'Certificat de surface' })).toHaveAttribute('href', '/api/documents/3/download');
  });

  it('records the date and a report chosen from the documents', async () => {
    let saved = false;
    const api = open({
      'GET /api/homes/31/diagnostics': () =>
        json(200, saved ? CATALOGUE.map((d) => (d.kind === 'dpe' ? { ...d, performed_on: '2026-01-05', valid_until: '2036-01-05', state: 'valid', document_id: 3 } : d)) : CATALOGUE),
      'PUT /api/homes/31/diagnostics/dpe': () => {
        saved = true;
        return json(200, {});
      },
    });
    await userEvent.click(within(await card(/DPE/)).getByRole('button', { name: 'Renseigner : Diagnostic de performance énergétique (DPE)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Diagnostic de performance énergétique (DPE)' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(within(dialog).getByText('Champ obligatoire.')).toBeInTheDocument();
    const date = within(dialog).getByLabelText('Réalisé le');
    expect(date).toHaveAttribute('max', todayInParis());
    await userEvent.type(date, '2099-01-01');
    expect(within(dialog).getByText('La date ne peut pas être dans le futur.')).toBeInTheDocument();
    await userEvent.clear(date);
    await userEvent.type(date, '2026-01-05');
    await userEvent.selectOptions(within(dialog).getByLabelText('Rapport joint'), 'Certificat de surface');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await api.lastBody('PUT /api/homes/31/diagnostics/dpe')).toEqual({ performed_on: '2026-01-05', document_id: 3 });
    expect(await screen.findByText('« Diagnostic de performance énergétique (DPE) » est enregistré.')).toBeInTheDocument();
    expect(await within(await card(/DPE/)).findByText("Valide jusqu'au 5 janvier 2036")).toBeInTheDocument();
    expect(screen.getByText('2 diagnostics demandent votre attention')).toBeInTheDocument();
  });

  it('uploads the report from the form and attaches it', async () => {
    const api = open({
      'POST /api/homes/31/documents': () => json(201, makeDocument({ id: 12, title: 'Diagnostic de performance énergétique (DPE)', category: 'diagnostic' })),
      'PUT /api/homes/31/diagnostics/dpe': () => json(200, {}),
    });
    await userEvent.click(within(await card(/DPE/)).getByRole('button', { name: /^Renseigner/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByText('Ajouter le rapport'));
    await userEvent.upload(within(dialog).getByLabelText('Fichier'), nodeFile('%PDF-1.4', 'dpe.pdf', 'application/pdf'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ajouter ce fichier' }));
    expect(await within(dialog).findByText('« Diagnostic de performance énergétique (DPE) » a été ajouté et joint.')).toBeInTheDocument();
    const sent = await api.requests.find((r) => r.method === 'POST')!.formData();
    expect([sent.get('category'), sent.get('title'), sent.get('shared')]).toEqual(['diagnostic', 'Diagnostic de performance énergétique (DPE)', 'false']);
    expect(within(dialog).getByLabelText('Rapport joint')).toHaveValue('12');
    await userEvent.type(within(dialog).getByLabelText('Réalisé le'), '2026-01-05');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await api.lastBody('PUT /api/homes/31/diagnostics/dpe')).toEqual({ performed_on: '2026-01-05', document_id: 12 });
  });

  it('shows a refusal inside the form, keeping the date', async () => {
    open({ 'PUT /api/homes/31/diagnostics/dpe': () => json(400, { error: 'Date de réalisation invalide.' }) });
    await userEvent.click(within(await card(/DPE/)).getByRole('button', { name: /^Renseigner/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Réalisé le'), '2026-01-05');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByText('Date de réalisation invalide.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Réalisé le')).toHaveValue('2026-01-05');
  });

  it('clears a diagnostic after confirmation', async () => {
    const api = open({ 'DELETE /api/homes/31/diagnostics/surface': () => new Response(null, { status: 204 }) });
    await userEvent.click(within(await card('Surface habitable')).getByRole('button', { name: 'Effacer : Surface habitable' }));
    await answerConfirm(true);
    expect(await screen.findByText('« Surface habitable » a été effacé.')).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'DELETE').map((r) => new URL(r.url).pathname)).toEqual(['/api/homes/31/diagnostics/surface']);
  });
});
