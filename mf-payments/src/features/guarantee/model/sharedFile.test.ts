import { json, mockApi } from '@coloc/shared/testing';
import { allSettled, fork } from 'effector';
import { makeSharedFile } from '../testing';
import { $sharedError, $sharedFile, $sharedState, sharedFileOpened } from './sharedFile';

const TOKEN = 'a'.repeat(43);

describe('shared file model', () => {
  it('loads the file a link names', async () => {
    mockApi({ [`GET /api/shared-files/${TOKEN}`]: () => json(200, makeSharedFile()) });
    const scope = fork();
    await allSettled(sharedFileOpened, { scope, params: TOKEN });
    expect(scope.getState($sharedState)).toBe('ready');
    expect(scope.getState($sharedFile)?.display_name).toBe('Léa M.');
  });

  it('tells a revoked link (410) from an unknown one (404) and from a failure', async () => {
    const cases: Array<[number, string]> = [
      [410, 'revoked'],
      [404, 'unknown'],
      [429, 'failed'],
    ];
    for (const [status, state] of cases) {
      mockApi({ [`GET /api/shared-files/${TOKEN}`]: () => json(status, { error: `Erreur ${status}` }) });
      const scope = fork();
      await allSettled(sharedFileOpened, { scope, params: TOKEN });
      expect(scope.getState($sharedState)).toBe(state);
      expect(scope.getState($sharedError)).toBe(`Erreur ${status}`);
      expect(scope.getState($sharedFile)).toBeNull();
    }
  });
});
