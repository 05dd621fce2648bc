import { json, mockApi } from '@coloc/shared/testing';
import { allSettled, fork } from 'effector';
import { makeDocument } from '../../../entities/documents/testing';
import { CATALOGUE } from '../testing';
import { $diagnostics, $documents, $loadState, deleteDiagnosticFx, diagnosticsOpened, saveDiagnosticFx } from './diagnostics';

describe('diagnostics model', () => {
  it('loads the catalogue and the documents a report can come from', async () => {
    mockApi({ 'GET /api/homes/31/diagnostics': () => json(200, CATALOGUE), 'GET /api/homes/31/documents': () => json(200, [makeDocument()]) });
    const scope = fork();
    await allSettled(diagnosticsOpened, { scope, params: 31 });
    expect(scope.getState($diagnostics)).toHaveLength(CATALOGUE.length);
    expect(scope.getState($documents).map((doc) => doc.id)).toEqual([3]);
    expect(scope.getState($loadState)).toBe('ready');
  });

  it('works without the documents', async () => {
    mockApi({ 'GET /api/homes/31/diagnostics': () => json(200, CATALOGUE), 'GET /api/homes/31/documents': () => json(500, {}) });
    const scope = fork();
    await allSettled(diagnosticsOpened, { scope, params: 31 });
    expect(scope.getState($loadState)).toBe('ready');
    expect(scope.getState($documents)).toEqual([]);
  });

  it('reads the catalogue again after a save and a delete (the server computes the states)', async () => {
    let loads = 0;
    const api = mockApi({
      'GET /api/homes/31/diagnostics': () => {
        loads += 1;
        return json(200, CATALOGUE);
      },
      'GET /api/homes/31/documents': () => json(200, []),
      'PUT /api/homes/31/diagnostics/dpe': () => json(200, CATALOGUE[0]),
      'DELETE /api/homes/31/diagnostics/dpe': () => new Response(null, { status: 204 }),
    });
    const scope = fork();
    await allSettled(diagnosticsOpened, { scope, params: 31 });
    await allSettled(saveDiagnosticFx, { scope, params: { homeId: 31, kind: 'dpe', input: { performed_on: '2026-01-05', document_id: 3 } } });
    expect(await api.lastBody('PUT /api/homes/31/diagnostics/dpe')).toEqual({ performed_on: '2026-01-05', document_id: 3 });
    await allSettled(deleteDiagnosticFx, { scope, params: { homeId: 31, kind: 'dpe' } });
    expect(loads).toBe(3);
  });
});
