import { ageOn, birthDateProblem, hasChildrenAtHome, offersServices, ownsPets, sharesCustody, todayInFrance } from './answers';

describe('ages and birth dates', () => {
  it('counts full years, the birthday included', () => {
    expect(ageOn('2000-06-15', '2026-06-14')).toBe(25);
    expect(ageOn('2000-06-15', '2026-06-15')).toBe(26);
    expect(ageOn('2000-02-30', '2026-06-15')).toBeNull();
  });

  it.each([
    ['', 'required'],
    ['2008-06-16', 'tooYoung'],
    ['2008-06-15', null],
    ['1990-01-31', null],
    ['2030-01-01', 'invalid'],
    ['1900-01-01', 'invalid'],
    ['1990-13-01', 'invalid'],
    ['hier', 'invalid'],
  ])('%s gives %s on 2026-06-15', (value, problem) => {
    expect(birthDateProblem(value, '2026-06-15')).toBe(problem);
  });

  it("uses France's calendar day", () => {
    expect(todayInFrance(new Date('2026-06-14T23:30:00Z'))).toBe('2026-06-15');
  });
});

describe('follow-up questions', () => {
  it('asks the number of children when they live at home, the custody rhythm for shared custody', () => {
    expect([1, 2, 3, 4, 5, null].map(hasChildrenAtHome)).toEqual([false, true, true, true, false, false]);
    expect([1, 2, 3, 4, 5, null].map(sharesCustody)).toEqual([false, false, true, true, false, false]);
  });

  it('asks which animals to owners only, and services for the "contre services" projects', () => {
    expect([1, 2, 3].map(ownsPets)).toEqual([false, true, false]);
    expect([1, 2, 3, 4, 5].map(offersServices)).toEqual([false, false, false, true, true]);
  });
});
