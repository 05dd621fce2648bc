import { json, mockApi } from '@coloc/shared/testing';
import { allSettled, fork } from 'effector';
import { makeOverview } from '../testing';
import { homeCategoryKey, leaseStatusKey } from './labels';
import { $loadError, $loadState, $overview, tenantDocumentsOpened, tenantDocumentsRetried } from './tenantDocuments';

describe('tenant documents model', () => {
  it('loads the overview, and keeps the French error until a retry works', async () => {
    let fail = true;
    mockApi({ 'GET /api/tenant-documents': () => (fail ? json(503, { error: 'Service indisponible.' }) : json(200, makeOverview())) });
    const scope = fork();
    await allSettled(tenantDocumentsOpened, { scope });
    expect(scope.getState($loadState)).toBe('failed');
    expect(scope.getState($loadError)).toBe('Service indisponible.');
    fail = false;
    await allSettled(tenantDocumentsRetried, { scope });
    expect(scope.getState($loadState)).toBe('ready');
    expect(scope.getState($overview)).toEqual(makeOverview());
    expect(scope.getState($loadError)).toBeNull();
  });
});

describe('labels', () => {
  it('knows the lease statuses and reads an unknown category as « autre »', () => {
    expect(leaseStatusKey('accepted')).toBe('accepted');
    expect(leaseStatusKey('signed')).toBeNull();
    expect(homeCategoryKey('reglement')).toBe('reglement');
    expect(homeCategoryKey('plan')).toBe('autre');
  });
});
