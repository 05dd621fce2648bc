import { allSettled, fork } from 'effector';
import { json, mockApi } from '../testing';
import { $options, $optionsFailed, optionList, optionsRequested, optionText } from './model';

const OPTIONS = {
  sports: [{ id: 1, text: 'Course à pied', children: [] }],
  country: [
    { id: 6, text: 'France métropolitaine', children: [] },
    { id: 1, text: "France d'outre-mer", children: [{ id: 199, text: 'Guadeloupe', children: [] }] },
  ],
};

describe('options model', () => {
  it('loads the lists once', async () => {
    const api = mockApi({ 'GET /api/options': () => json(200, OPTIONS) });
    const scope = fork();
    await allSettled(optionsRequested, { scope });
    await allSettled(optionsRequested, { scope });
    expect(api.fetch).toHaveBeenCalledTimes(1);
    expect(scope.getState($options)).toEqual(OPTIONS);
    expect(optionText(scope.getState($options), 'sports', 1)).toBe('Course à pied');
    expect(optionList(scope.getState($options), 'country').map((o) => o.id)).toEqual([6, 199]);
  });

  it('says when they cannot be loaded, and tries again on demand', async () => {
    let calls = 0;
    mockApi({ 'GET /api/options': () => (++calls === 1 ? json(500, { error: 'Panne' }) : json(200, OPTIONS)) });
    const scope = fork();
    await allSettled(optionsRequested, { scope });
    expect(scope.getState($optionsFailed)).toBe(true);
    await allSettled(optionsRequested, { scope });
    expect(scope.getState($optionsFailed)).toBe(false);
    expect(scope.getState($options)).toEqual(OPTIONS);
  });
});
