import { $currentConfirm, confirmAnswered } from '@coloc/shared';
import { json, makeUser, mockApi, renderAt, signInAs, signOutLocally, type Handler } from '@coloc/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCEPTED, completeFile, makeDocument, makeTenantFile, nodeFile, restoreFormData, useNodeFormData } from '../testing';
import GuaranteePage from './GuaranteePage';

const SEEKER = makeUser({ id: 42, type: 1 });
beforeEach(async () => {
  await useNodeFormData();
});
afterEach(() => {
  signOutLocally();
  restoreFormData();
});

function open(file = makeTenantFile(), routes: Record<string, Handler> = {}) {
  const api = mockApi({ 'GET /api/tenant-file': () => json(200, file), ...routes });
  signInAs(SEEKER);
  renderAt(<GuaranteePage />, { url: '/users/garantie', path: '/:user_type/garantie' });
  return api;
}

async function answerConfirm(answer: boolean) {
  await waitFor(() => expect($currentConfirm.getState()).not.toBeNull());
  const request = $currentConfirm.getState()!;
  confirmAnswered({ id: request.id, answer });
  return request;
}

const slot = (name: string) => screen.getByRole('region', { name });

describe('GuaranteePage', () => {
  it('shows how complete the file is, what is left and that no guarantee was asked yet', async () => {
    open(makeTenantFile({ employment_status: 'cdi', monthly_income_cents: 180_000, documents: [makeDocument()] }));
    expect(await screen.findByText('Dossier complet à 60 %')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Dossier complet à 60 %' })).toHaveAttribute('aria-valuenow', '60');
    expect(screen.getByText('Il reste : un justificatif de revenus et un justificatif d’activité.')).toBeInTheDocument();
    expect(screen.getByTestId('guarantee-status')).toHaveTextContent('Pas encore de demande de garantie.');
    expect(screen.queryByRole('link', { name: 'Confirmer mon dossier' })).not.toBeInTheDocument();
    expect(within(slot('Pièce d’identité')).getByText('Fourni')).toBeInTheDocument();
    expect(within(slot('Justificatif de revenus')).getByText('Obligatoire')).toBeInTheDocument();
    expect(within(slot('Justificatif de domicile')).getByText('Facultatif')).toBeInTheDocument();
    expect(within(slot('Pièce d’identité')).getByRole('link', { name: 'Télécharger Carte d’identité' })).toHaveAttribute('href', '/api/tenant-file/documents/11');
    expect(screen.getByText('Ne payez jamais avant la visite et le bail')).toBeInTheDocument();
  });

  it('leads a complete draft to the confirmation', async () => {
    open(completeFile());
    expect(await screen.findByText('Dossier complet à 100 %')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Confirmer mon dossier' })).toHaveAttribute('href', '/users/garantie/confirmer');
    expect(screen.getByTestId('guarantee-status')).toHaveTextContent('Votre dossier est complet : confirmez-le pour demander la garantie de loyer.');
  });

  it('says clearly where the guarantee stands', async () => {
    open(completeFile({ status: 'confirmed', confirmed_at: ACCEPTED.requested_at, guarantee: ACCEPTED }));
    expect(await screen.findByTestId('guarantee-status')).toHaveTextContent('Garantie validée le 20/11/2026 : vos loyers sont garantis jusqu’à 810 € par mois, charges comprises.');
    expect(screen.getByText('Dossier confirmé le 20/11/2026')).toBeInTheDocument();
    expect(screen.getByText(/modifier votre situation le remettra en brouillon/)).toBeInTheDocument();
  });

  it('shows a refusal with its reason', async () => {
    const refused = { status: 'refused', max_rent_cents: null, reason: 'Vos revenus déclarés ne permettent pas de garantir un loyer.', requested_at: ACCEPTED.requested_at, decided_at: ACCEPTED.decided_at } as const;
    open(completeFile({ status: 'confirmed', guarantee: refused }));
    expect(await screen.findByTestId('guarantee-status')).toHaveTextContent('Garantie refusée le 20/11/2026.');
    expect(screen.getByText('Vos revenus déclarés ne permettent pas de garantir un loyer.')).toBeInTheDocument();
  });

  it('checks the situation after a submit attempt, then saves the income in cents', async () => {
    const api = open(makeTenantFile(), { 'PUT /api/tenant-file': () => json(200, makeTenantFile({ employment_status: 'etudiant', monthly_income_cents: 45_050 })) });
    const form = await screen.findByRole('form', { name: 'Ma situation' });
    const income = within(form).getByLabelText(/Revenus mensuels nets/);
    await userEvent.type(income, 'beaucoup');
    await userEvent.click(within(form).getByRole('button', { name: 'Enregistrer ma situation' }));
    expect(within(form).getByText('Champ obligatoire.')).toBeInTheDocument();
    expect(within(form).getByText('Indiquez un montant en euros, par exemple 1450 ou 1450,50.')).toBeInTheDocument();
    expect(api.requests.some((r) => r.method === 'PUT')).toBe(false);

    await userEvent.selectOptions(within(form).getByLabelText(/Situation professionnelle/), 'etudiant');
    await userEvent.clear(income);
    await userEvent.type(income, '450,50');
    await userEvent.click(within(form).getByRole('button', { name: 'Enregistrer ma situation' }));
    expect(await within(form).findByText('Votre situation est enregistrée.')).toBeInTheDocument();
    expect(await api.lastBody('PUT /api/tenant-file')).toEqual({ employment_status: 'etudiant', monthly_income_cents: 45_050 });
    expect(await screen.findByText('Dossier complet à 40 %')).toBeInTheDocument();
  });

  it('refuses a wrong type or a file of 10 Mo in the browser with the server’s words, then uploads a PDF', async () => {
    const uploaded = makeTenantFile({ documents: [makeDocument({ id: 21, category: 'income', title: 'bulletins octobre' })] });
    const api = open(makeTenantFile(), { 'POST /api/tenant-file/documents': () => json(201, uploaded) });
    const ui = userEvent.setup({ applyAccept: false });
    const region = await screen.findByRole('region', { name: 'Justificatif de revenus' });
    const form = within(region).getByRole('form', { name: 'Ajouter : Justificatif de revenus' });
    const fileInput = within(form).getByLabelText(/^Fichier/);
    expect(fileInput).toHaveAttribute('accept', expect.stringContaining('.pdf'));

    await ui.click(within(form).getByRole('button', { name: 'Ajouter le document « Justificatif de revenus »' }));
    expect(within(form).getByText('Choisissez un fichier.')).toBeInTheDocument();
    await ui.upload(fileInput, new File(['GIF89a'], 'photo.gif', { type: 'image/gif' }));
    expect(within(form).getByText("Ce fichier n'est pas accepté : envoyez un PDF, une image JPEG ou PNG.")).toBeInTheDocument();
    const big = new File(['x'], 'gros.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 });
    await ui.upload(fileInput, big);
    expect(within(form).getByText('Le document doit faire moins de 10 Mo.')).toBeInTheDocument();
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false);

    await ui.upload(fileInput, nodeFile('%PDF-1.4', 'bulletins_octobre.pdf', 'application/pdf'));
    expect(within(form).getByLabelText(/Titre du document/)).toHaveValue('bulletins octobre');
    await ui.click(within(form).getByRole('button', { name: 'Ajouter le document « Justificatif de revenus »' }));
    expect(await screen.findByText('« bulletins octobre » a été ajouté à votre dossier.')).toBeInTheDocument();
    const sent = await api.requests.find((r) => r.method === 'POST')!.formData();
    expect([sent.get('category'), sent.get('title')]).toEqual(['income', 'bulletins octobre']);
    expect(within(region).getByText('bulletins octobre')).toBeInTheDocument();
  });

  it('keeps the chosen file and title when the server refuses the upload', async () => {
    open(makeTenantFile(), { 'POST /api/tenant-file/documents': () => json(409, { error: 'Votre dossier contient déjà 20 documents, le maximum.' }) });
    const ui = userEvent.setup({ applyAccept: false });
    const form = within(await screen.findByRole('region', { name: 'Autre document' })).getByRole('form');
    await ui.upload(within(form).getByLabelText(/^Fichier/), nodeFile('%PDF-1.4', 'attestation.pdf', 'application/pdf'));
    await ui.click(within(form).getByRole('button', { name: /Ajouter/ }));
    expect(await within(form).findByText('Votre dossier contient déjà 20 documents, le maximum.')).toBeInTheDocument();
    expect(within(form).getByLabelText(/Titre du document/)).toHaveValue('attestation');
  });

  it('deletes a document after confirmation only, warning that a confirmed file goes back to draft', async () => {
    const file = completeFile({ status: 'confirmed', guarantee: ACCEPTED });
    const api = open(file, { 'DELETE /api/tenant-file/documents/12': () => json(200, makeTenantFile({ documents: file.documents.filter((d) => d.id !== 12) })) });
    const remove = await screen.findByRole('button', { name: 'Supprimer Bulletins de salaire' });
    await userEvent.click(remove);
    expect((await answerConfirm(false)).content).toBe('« Bulletins de salaire » sera supprimé. Votre dossier repassera en brouillon et la garantie sera annulée : vous devrez le confirmer à nouveau.');
    expect(api.requests.some((r) => r.method === 'DELETE')).toBe(false);
    await userEvent.click(remove);
    await answerConfirm(true);
    expect(await screen.findByText('« Bulletins de salaire » a été supprimé.')).toBeInTheDocument();
    expect(screen.queryByText('Bulletins de salaire')).not.toBeInTheDocument();
    expect(screen.getByTestId('guarantee-status')).toHaveTextContent('Pas encore de demande de garantie.');
  });

  it('creates, copies and revokes the share link, with its view count', async () => {
    const share = { url: 'http://localhost:8080/dossier-locataire/abcdefghijklmnopqrstuvwxyz', created_at: '2026-11-21T10:00:00.000Z', views: 3, last_viewed_at: '2026-11-21T15:30:00.000Z' };
    const api = open(completeFile({ status: 'confirmed', guarantee: ACCEPTED }), {
      'POST /api/tenant-file/share': () => json(201, completeFile({ status: 'confirmed', guarantee: ACCEPTED, share })),
      'DELETE /api/tenant-file/share': () => json(200, completeFile({ status: 'confirmed', guarantee: ACCEPTED })),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Créer un lien de partage' }));
    expect(await screen.findByText('Votre lien de partage est prêt.')).toBeInTheDocument();
    expect(screen.getByLabelText('Lien de partage')).toHaveValue(share.url);
    expect(screen.getByTestId('share-views')).toHaveTextContent('Créé le 21/11/2026 · Consulté 3 fois (dernière consultation le 21 novembre 2026 à 16:30)');

    // user-event puts its own clipboard on the page: watch that one.
    const ui = userEvent.setup();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    await ui.click(screen.getByRole('button', { name: 'Copier le lien' }));
    expect(writeText).toHaveBeenCalledWith(share.url);
    expect(await screen.findByText('Lien copié.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Révoquer le lien' }));
    await answerConfirm(false);
    expect(api.requests.some((r) => r.method === 'DELETE')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Révoquer le lien' }));
    expect((await answerConfirm(true)).content).toBe('Le lien cessera aussitôt de fonctionner : les personnes qui l’ont reçu ne pourront plus voir votre dossier.');
    expect(await screen.findByText('Le lien a été révoqué : il ne fonctionne plus.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Lien de partage')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Créer un lien de partage' })).toBeInTheDocument();
  });

  it('turns the API’s 403 for a non-seeker into a status page', async () => {
    mockApi({ 'GET /api/tenant-file': () => json(403, { error: 'Le dossier locataire est réservé aux personnes qui cherchent une colocation.' }) });
    signInAs(makeUser({ id: 7, type: 2 }));
    renderAt(<GuaranteePage />, { url: '/proprietaire/garantie', path: '/:user_type/garantie' });
    expect(await screen.findByRole('heading', { name: 'Le dossier locataire est réservé aux personnes qui cherchent une colocation.' })).toBeInTheDocument();
  });
});
