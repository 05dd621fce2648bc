import { json, mockApi } from '@coloc/shared/testing';
import { allSettled, fork } from 'effector';
import { makeItem } from '../testing';
import { $decisionErrors, $lastDecision, $queue, decideFx, queueOpened, reasonError } from './moderation';

describe('refusal reason', () => {
  it('is required, then 10 to 1000 characters', () => {
    expect(reasonError('')).toBe('Champ obligatoire.');
    expect(reasonError('   ')).toBe('Champ obligatoire.');
    expect(reasonError('Trop court')).toBeNull();
    expect(reasonError('Flou')).toBe('Le motif doit compter au moins 10 caractères.');
    expect(reasonError('x'.repeat(1000))).toBeNull();
    expect(reasonError('x'.repeat(1001))).toBe('Le motif ne peut pas dépasser 1000 caractères.');
  });
});

describe('moderation queue', () => {
  it('loads the queue of a status, and a decided advert leaves it', async () => {
    const api = mockApi({
      'GET /api/moderation/homes': () => json(200, { items: [makeItem(1), makeItem(2)] }),
      'POST /api/moderation/homes/1/reject': () => json(200, { home_id: 1, moderation_status: 'refused', published: false }),
    });
    const scope = fork();
    await allSettled(queueOpened, { scope, params: 'pending' });
    expect(new URL(api.requests[0]!.url).searchParams.get('status')).toBe('pending');
    expect(scope.getState($queue).map((item) => item.home.id)).toEqual([1, 2]);

    await allSettled(decideFx, { scope, params: { kind: 'reject', item: makeItem(1), reason: 'Photos sans rapport avec le logement.' } });
    expect(await api.lastBody('POST /api/moderation/homes/1/reject')).toEqual({ reason: 'Photos sans rapport avec le logement.' });
    expect(scope.getState($queue).map((item) => item.home.id)).toEqual([2]);
    expect(scope.getState($lastDecision)).toEqual({ kind: 'reject', title: 'Grande colocation lumineuse' });
  });

  it('keeps the reason of a refused decision and reloads the queue when decided meanwhile', async () => {
    let calls = 0;
    mockApi({
      'GET /api/moderation/homes': () => json(200, { items: ++calls === 1 ? [makeItem(1), makeItem(2)] : [makeItem(2)] }),
      'POST /api/moderation/homes/1/approve': () => json(409, { error: "Cette annonce n'est plus en attente de modération." }),
    });
    const scope = fork();
    await allSettled(queueOpened, { scope, params: 'pending' });
    await allSettled(decideFx, { scope, params: { kind: 'approve', item: makeItem(1) } });
    expect(scope.getState($decisionErrors)).toEqual({ 1: "Cette annonce n'est plus en attente de modération." });
    expect(scope.getState($queue).map((item) => item.home.id)).toEqual([2]);
  });
});
