import { json, mockApi } from '@coloc/shared/testing';
import { allSettled, fork } from 'effector';
import { makeDocument, nodeFile, restoreFormData, useNodeFormData } from '../testing';
import { $documents, $loadError, $loadState, deleteDocumentFx, documentsOpened, updateDocumentFx, uploadDocumentFx } from './documents';

beforeEach(() => useNodeFormData());
afterEach(() => restoreFormData());

describe('documents model', () => {
  it('loads the list and keeps it in step with uploads, changes and deletes', async () => {
    const first = makeDocument({ id: 3 });
    const api = mockApi({
      'GET /api/homes/31/documents': () => json(200, [first]),
      'POST /api/homes/31/documents': () => json(201, makeDocument({ id: 4, title: 'Bail Julie' })),
      'PATCH /api/documents/3': () => json(200, { ...first, shared: true }),
      'DELETE /api/documents/4': () => new Response(null, { status: 204 }),
    });
    const scope = fork();
    await allSettled(documentsOpened, { scope, params: 31 });
    expect(scope.getState($loadState)).toBe('ready');
    const file = nodeFile('%PDF-1.4', 'bail.pdf', 'application/pdf');
    await allSettled(uploadDocumentFx, { scope, params: { homeId: 31, upload: { file, title: 'Bail Julie', category: 'bail', shared: true } } });
    expect(scope.getState($documents).map((doc) => doc.id)).toEqual([4, 3]);
    const sent = await api.requests.find((r) => r.method === 'POST')!.formData();
    expect(sent.get('title')).toBe('Bail Julie');
    expect(sent.get('category')).toBe('bail');
    expect(sent.get('shared')).toBe('true');
    expect((sent.get('file') as File).name).toBe('bail.pdf');

    await allSettled(updateDocumentFx, { scope, params: { id: 3, change: { shared: true } } });
    expect(await api.lastBody('PATCH /api/documents/3')).toEqual({ shared: true });
    expect(scope.getState($documents).find((doc) => doc.id === 3)?.shared).toBe(true);
    await allSettled(deleteDocumentFx, { scope, params: 4 });
    expect(scope.getState($documents).map((doc) => doc.id)).toEqual([3]);
  });

  it('tells a refusal (403) from a failure', async () => {
    mockApi({ 'GET /api/homes/31/documents': () => json(403, { error: 'Seuls les propriétaires du logement ont accès à ses documents.' }) });
    const scope = fork();
    await allSettled(documentsOpened, { scope, params: 31 });
    expect(scope.getState($loadState)).toBe('forbidden');
    expect(scope.getState($loadError)).toBe('Seuls les propriétaires du logement ont accès à ses documents.');

    mockApi({ 'GET /api/homes/31/documents': () => json(500, { error: 'Erreur interne.' }) });
    await allSettled(documentsOpened, { scope, params: 31 });
    expect(scope.getState($loadState)).toBe('failed');
  });
});
