import { json, mockApi, signOutLocally, type Handler } from '@coloc/shared/testing';
import { DOCUMENT_MAX_BYTES } from '@coloc/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerConfirm, renderOwnerPage } from '../../../entities/owner-common/testing';
import { makeDocument, nodeFile, restoreFormData, useNodeFormData } from '../../../entities/documents/testing';
import OwnerDocumentsPage from './OwnerDocumentsPage';

beforeEach(() => useNodeFormData());
afterEach(() => {
  signOutLocally();
  restoreFormData();
});

function open(routes: Record<string, Handler> = {}, list = [makeDocument()]) {
  const api = mockApi({ 'GET /api/homes/31/documents': () => json(200, list), ...routes });
  renderOwnerPage(<OwnerDocumentsPage />, 'documents', { query: '?home_id=31' });
  return api;
}

describe('OwnerDocumentsPage', () => {
  it('lists the documents with their category, size, date and download link', async () => {
    open();
    const table = await screen.findByRole('table', { name: 'Documents du logement' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByRole('rowheader')).toHaveTextContent('Attestation assurance 2026');
    expect(row).toHaveTextContent('Assurance');
    expect(row).toHaveTextContent('240 Ko');
    expect(row).toHaveTextContent('10/02/2026');
    expect(within(row).getByRole('link', { name: 'Télécharger Attestation assurance 2026' })).toHaveAttribute('href', '/api/documents/3/download');
    expect(within(row).getByRole('checkbox', { name: 'Partagé avec les locataires : Attestation assurance 2026' })).not.toBeChecked();
  });

  it('shares a document with the tenants', async () => {
    const api = open({ 'PATCH /api/documents/3': () => json(200, makeDocument({ shared: true })) });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Partagé avec les locataires : Attestation assurance 2026' }));
    expect(await screen.findByText('« Attestation assurance 2026 » est maintenant visible par vos locataires.')).toBeInTheDocument();
    expect(await api.lastBody('PATCH /api/documents/3')).toEqual({ shared: true });
    expect(screen.getByRole('checkbox', { name: 'Partagé avec les locataires : Attestation assurance 2026' })).toBeChecked();
  });

  it('renames a document', async () => {
    const api = open({ 'PATCH /api/documents/3': () => json(200, makeDocument({ title: 'Assurance PNO 2026' })) });
    await userEvent.click(await screen.findByRole('button', { name: 'Renommer Attestation assurance 2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Renommer le document' });
    const field = within(dialog).getByLabelText('Titre');
    await userEvent.clear(field);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(within(dialog).getByText('Champ obligatoire.')).toBeInTheDocument();
    await userEvent.type(field, 'Assurance PNO 2026');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await api.lastBody('PATCH /api/documents/3')).toEqual({ title: 'Assurance PNO 2026' });
    expect(screen.getByRole('rowheader')).toHaveTextContent('Assurance PNO 2026');
  });

  it('deletes a document after confirmation only', async () => {
    const api = open({ 'DELETE /api/documents/3': () => new Response(null, { status: 204 }) });
    const remove = await screen.findByRole('button', { name: 'Supprimer Attestation assurance 2026' });
    await userEvent.click(remove);
    expect((await answerConfirm(false)).content).toBe('« Attestation assurance 2026 » sera supprimé définitivement, y compris pour vos locataires.');
    expect(api.requests.some((r) => r.method === 'DELETE')).toBe(false);
    await userEvent.click(remove);
    await answerConfirm(true);
    expect(await screen.findByText('« Attestation assurance 2026 » a été supprimé.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('checks the file before sending it, then uploads it with its title, category and sharing', async () => {
    const api = open({ 'POST /api/homes/31/documents': () => json(201, makeDocument({ id: 8, title: 'quittance mars', category: 'facture', shared: true })) }, []);
    const ui = userEvent.setup({ applyAccept: false });
    const form = await screen.findByRole('form', { name: 'Ajouter un document' });
    await ui.click(within(form).getByRole('button', { name: 'Ajouter le document' }));
    expect(within(form).getByText('Choisissez un fichier.')).toBeInTheDocument();
    expect(within(form).getAllByText('Champ obligatoire.')).toHaveLength(2);

    const fileInput = within(form).getByLabelText('Fichier');
    expect(fileInput).toHaveAttribute('accept', expect.stringContaining('.pdf'));
    await ui.upload(fileInput, new File(['GIF89a'], 'photo.gif', { type: 'image/gif' }));
    expect(within(form).getByText("Ce format n'est pas accepté : choisissez un PDF, un JPEG ou un PNG.")).toBeInTheDocument();
    const big = new File(['%PDF'], 'gros.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: DOCUMENT_MAX_BYTES });
    await ui.upload(fileInput, big);
    expect(within(form).getByText('Le fichier doit peser moins de 10 Mo.')).toBeInTheDocument();

    await ui.upload(fileInput, nodeFile('%PDF-1.4', 'quittance_mars.pdf', 'application/pdf'));
    const title = within(form).getByLabelText('Titre');
    await ui.clear(title);
    await ui.type(title, 'quittance mars');
    await ui.selectOptions(within(form).getByLabelText('Catégorie'), 'Facture');
    await ui.click(within(form).getByRole('checkbox', { name: 'Partager avec les locataires' }));
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false);
    await ui.click(within(form).getByRole('button', { name: 'Ajouter le document' }));
    expect(await screen.findByText('« quittance mars » a été ajouté.')).toBeInTheDocument();
    const sent = await api.requests.find((r) => r.method === 'POST')!.formData();
    expect([sent.get('title'), sent.get('category'), sent.get('shared'), (sent.get('file') as File).name]).toEqual(['quittance mars', 'facture', 'true', 'quittance_mars.pdf']);
    expect(within(screen.getByRole('table')).getByRole('rowheader')).toHaveTextContent('quittance mars');
    expect(within(form).getByLabelText('Titre')).toHaveValue('');
  });

  it("shows the server's refusal of an upload and keeps the form", async () => {
    open({ 'POST /api/homes/31/documents': () => json(400, { error: "Le contenu du fichier n'est pas un PDF, un JPEG ou un PNG." }) }, []);
    const form = await screen.findByRole('form', { name: 'Ajouter un document' });
    await userEvent.upload(within(form).getByLabelText('Fichier'), nodeFile('not a pdf', 'faux.pdf', 'application/pdf'));
    await userEvent.selectOptions(within(form).getByLabelText('Catégorie'), 'Autre');
    await userEvent.click(within(form).getByRole('button', { name: 'Ajouter le document' }));
    expect(await within(form).findByText("Le contenu du fichier n'est pas un PDF, un JPEG ou un PNG.")).toBeInTheDocument();
    expect(within(form).getByLabelText('Titre')).toHaveValue('faux');
  });

  it("turns the API's refusal into the page", async () => {
    mockApi({ 'GET /api/homes/31/documents': () => json(403, { error: 'Seuls les propriétaires du logement ont accès à ses documents.' }) });
    renderOwnerPage(<OwnerDocumentsPage />, 'documents', { query: '?home_id=31' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Seuls les propriétaires du logement ont accès à ses documents.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à mes biens' })).toHaveAttribute('href', '/proprietaire/biens?home_id=31');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});
