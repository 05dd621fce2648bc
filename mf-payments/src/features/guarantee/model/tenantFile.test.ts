import { json, mockApi } from '@coloc/shared/testing';
import { allSettled, fork } from 'effector';
import { ACCEPTED, completeFile, makeDocument, makeTenantFile, nodeFile, restoreFormData, useNodeFormData } from '../testing';
import {
  $loadError,
  $loadState,
  $progress,
  $tenantFile,
  confirmFileFx,
  createShareFx,
  deleteDocumentFx,
  revokeShareFx,
  saveSituationFx,
  tenantFileOpened,
  uploadDocumentFx,
} from './tenantFile';

beforeEach(() => useNodeFormData());
afterEach(() => restoreFormData());

describe('tenant file model', () => {
  it('loads the file and keeps the answer of every change', async () => {
    const withIdentity = makeTenantFile({ documents: [makeDocument({ id: 5 })], missing: ['income', 'employment'] });
    const share = { url: 'http://localhost/dossier-locataire/abc', created_at: '2026-11-21T10:00:00.000Z', views: 0, last_viewed_at: null };
    const api = mockApi({
      'GET /api/tenant-file': () => json(200, makeTenantFile()),
      'PUT /api/tenant-file': () => json(200, makeTenantFile({ employment_status: 'cdi', monthly_income_cents: 200_000 })),
      'POST /api/tenant-file/documents': () => json(201, withIdentity),
      'DELETE /api/tenant-file/documents/5': () => json(200, makeTenantFile()),
      'POST /api/tenant-file/confirm': () => json(200, completeFile({ status: 'confirmed', guarantee: ACCEPTED })),
      'POST /api/tenant-file/share': () => json(201, makeTenantFile({ share })),
      'DELETE /api/tenant-file/share': () => json(200, makeTenantFile()),
    });
    const scope = fork();
    await allSettled(tenantFileOpened, { scope });
    expect(scope.getState($loadState)).toBe('ready');
    expect(scope.getState($progress)).toBe(0);

    await allSettled(saveSituationFx, { scope, params: { employment_status: 'cdi', monthly_income_cents: 200_000 } });
    expect(await api.lastBody('PUT /api/tenant-file')).toEqual({ employment_status: 'cdi', monthly_income_cents: 200_000 });
    expect(scope.getState($progress)).toBe(40);

    await allSettled(uploadDocumentFx, { scope, params: { file: nodeFile('%PDF-1.4', 'cni.pdf', 'application/pdf'), category: 'identity', title: 'Carte' } });
    const sent = await api.requests.find((r) => r.method === 'POST' && r.url.endsWith('/documents'))!.formData();
    expect([sent.get('category'), sent.get('title'), (sent.get('file') as File).name]).toEqual(['identity', 'Carte', 'cni.pdf']);
    expect(scope.getState($tenantFile)?.documents.map((d) => d.id)).toEqual([5]);

    await allSettled(deleteDocumentFx, { scope, params: 5 });
    expect(scope.getState($tenantFile)?.documents).toEqual([]);

    await allSettled(confirmFileFx, { scope });
    expect(await api.lastBody('POST /api/tenant-file/confirm')).toEqual({ sworn_statement: true });
    expect(scope.getState($tenantFile)).toMatchObject({ status: 'confirmed', guarantee: { status: 'accepted' } });

    await allSettled(createShareFx, { scope });
    expect(scope.getState($tenantFile)?.share).toEqual(share);
    await allSettled(revokeShareFx, { scope });
    expect(scope.getState($tenantFile)?.share).toBeNull();
  });

  it('keeps the file when a change is refused, and tells a 403 from a failure on load', async () => {
    mockApi({
      'GET /api/tenant-file': () => json(200, makeTenantFile({ employment_status: 'cdi' })),
      'PUT /api/tenant-file': () => json(400, { error: 'Choisissez votre situation professionnelle dans la liste.' }),
    });
    const scope = fork();
    await allSettled(tenantFileOpened, { scope });
    const result = await allSettled(saveSituationFx, { scope, params: { employment_status: 'x', monthly_income_cents: 1 } });
    expect(result.status).toBe('fail');
    expect(scope.getState($tenantFile)?.employment_status).toBe('cdi');

    mockApi({ 'GET /api/tenant-file': () => json(403, { error: 'Le dossier locataire est réservé aux personnes qui cherchent une colocation.' }) });
    const owner = fork();
    await allSettled(tenantFileOpened, { scope: owner });
    expect(owner.getState($loadState)).toBe('forbidden');
    expect(owner.getState($loadError)).toBe('Le dossier locataire est réservé aux personnes qui cherchent une colocation.');

    mockApi({ 'GET /api/tenant-file': () => json(500, { error: 'Une erreur inattendue est survenue.' }) });
    const broken = fork();
    await allSettled(tenantFileOpened, { scope: broken });
    expect(broken.getState($loadState)).toBe('failed');
  });
});
