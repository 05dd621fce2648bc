import { FILTER_GROUPS, filterGroupsFor } from './filterLabels';

describe('filterGroupsFor (religion and diet are sensitive data)', () => {
  const keysOf = (groups: ReturnType<typeof filterGroupsFor>) => groups.flatMap((group) => group.keys);

  it('never offers religion nor diet as a filter to someone who has not consented', () => {
    const keys = keysOf(filterGroupsFor(false));
    expect(keys).not.toContain('religious');
    expect(keys).not.toContain('dietaries');
    expect(keys).toContain('smoking');
  });

  it('offers them once the person consented to their own being used', () => {
    expect(filterGroupsFor(true)).toBe(FILTER_GROUPS);
    expect(keysOf(filterGroupsFor(true))).toEqual(expect.arrayContaining(['religious', 'dietaries']));
  });
});
