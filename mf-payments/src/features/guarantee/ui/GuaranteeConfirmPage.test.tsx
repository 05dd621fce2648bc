import { json, makeUser, mockApi, renderAt, signInAs, signOutLocally, type Handler } from '@coloc/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCEPTED, completeFile, makeDocument, makeTenantFile } from '../testing';
import GuaranteeConfirmPage from './GuaranteeConfirmPage';

afterEach(() => signOutLocally());

function open(file = completeFile(), routes: Record<string, Handler> = {}) {
  const api = mockApi({ 'GET /api/tenant-file': () => json(200, file), ...routes });
  signInAs(makeUser({ id: 42, type: 1 }));
  renderAt(<GuaranteeConfirmPage />, { url: '/users/garantie/confirmer', path: '/:user_type/garantie/confirmer' });
  return api;
}

describe('GuaranteeConfirmPage', () => {
  it('summarises the file, needs the sworn statement, then shows the guarantee decision', async () => {
    const api = open(completeFile(), { 'POST /api/tenant-file/confirm': () => json(200, completeFile({ status: 'confirmed', confirmed_at: ACCEPTED.requested_at, guarantee: ACCEPTED })) });
    const summary = await screen.findByRole('region', { name: 'Récapitulatif' });
    expect(summary).toHaveTextContent('Salarié·e en CDI');
    expect(summary).toHaveTextContent('2 450,00 €');
    expect(within(summary).getAllByText('1 document')).toHaveLength(3);

    const submit = screen.getByRole('button', { name: 'Confirmer et demander la garantie' });
    await userEvent.click(submit);
    expect(screen.getByText("Cochez la déclaration sur l'honneur pour confirmer votre dossier.")).toBeInTheDocument();
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false);

    await userEvent.click(screen.getByRole('checkbox', { name: 'Je certifie sur l’honneur l’exactitude des informations et des documents de mon dossier.' }));
    await userEvent.click(submit);
    expect(await screen.findByText('Votre dossier est confirmé et votre demande de garantie a été étudiée.')).toBeInTheDocument();
    expect(await api.lastBody('POST /api/tenant-file/confirm')).toEqual({ sworn_statement: true });
    expect(screen.getByTestId('guarantee-status')).toHaveTextContent('Garantie validée le 20/11/2026 : vos loyers sont garantis jusqu’à 810 € par mois, charges comprises.');
    expect(screen.getByRole('link', { name: 'Retour à mon dossier' })).toHaveAttribute('href', '/users/garantie');
  });

  it('says what is missing from an incomplete file and leads back to it', async () => {
    open(makeTenantFile({ employment_status: 'cdi', documents: [makeDocument()] }));
    expect(await screen.findByText('Votre dossier n’est pas encore complet')).toBeInTheDocument();
    expect(screen.getByText('Il manque : vos revenus, un justificatif de revenus et un justificatif d’activité.')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Compléter mon dossier' })).toHaveAttribute('href', '/users/garantie');
  });

  it('shows the server’s refusal next to the form, keeping the box ticked', async () => {
    open(completeFile(), { 'POST /api/tenant-file/confirm': () => json(409, { error: "Votre dossier n'est pas complet : il manque un document « Pièce d'identité »." }) });
    const box = await screen.findByRole('checkbox');
    await userEvent.click(box);
    await userEvent.click(screen.getByRole('button', { name: 'Confirmer et demander la garantie' }));
    expect(await screen.findByText("Votre dossier n'est pas complet : il manque un document « Pièce d'identité ».")).toBeInTheDocument();
    expect(box).toBeChecked();
  });

  it('tells a file already confirmed where its guarantee stands', async () => {
    const requested = { status: 'requested', max_rent_cents: null, reason: null, requested_at: '2026-11-19T09:00:00.000Z', decided_at: null } as const;
    open(completeFile({ status: 'confirmed', confirmed_at: requested.requested_at, guarantee: requested }));
    expect(await screen.findByText('Votre dossier est déjà confirmé.')).toBeInTheDocument();
    expect(screen.getByTestId('guarantee-status')).toHaveTextContent('Demande de garantie en cours d’étude depuis le 19/11/2026.');
  });
});
