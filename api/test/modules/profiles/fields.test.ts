import { ageOn, isCalendarDate, todayInFrance } from '../../../src/modules/profiles/age';
import * as fields from '../../../src/modules/profiles/fields';
import { publicAge, publicAnswers } from '../../../src/modules/profiles/public';
import { toProfileObject } from '../../../src/modules/profiles/serialize';
import { optionIds } from '../../../src/modules/options/catalogue';
import type { ProfileRow } from '../../../src/db/types';

describe('profile fields', () => {
  it('each have an option list of the same name, and a French label', () => {
    for (const field of [...fields.PROFILE_SINGLE_FIELDS, ...fields.PROFILE_MULTI_FIELDS]) {
      expect(optionIds(field)?.size).toBeGreaterThan(1);
      expect(fields.ANSWER_LABELS[field]).toMatch(/^(le |la |les |l')/);
    }
  });
});

describe('dates', () => {
  it('knows real calendar dates', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2023-02-29')).toBe(false);
    expect(isCalendarDate('2023-13-01')).toBe(false);
    expect(isCalendarDate('2023-1-01')).toBe(false);
  });

  it('counts whole years, the birthday included', () => {
    expect(ageOn('2000-06-15', '2018-06-14')).toBe(17);
    expect(ageOn('2000-06-15', '2018-06-15')).toBe(18);
    expect(ageOn('2000-06-15', '2019-01-01')).toBe(18);
  });

  it('takes today in France', () => {
    // 23:30 UTC on 31 December is already 1 January in Paris.
    expect(todayInFrance(new Date('2024-12-31T23:30:00Z'))).toBe('2025-01-01');
  });
});

function row(overrides: Partial<ProfileRow> = {}): ProfileRow {
  const base: Record<string, unknown> = { id: 7, user_id: 3, created_at: '', updated_at: '' };
  for (const field of fields.PROFILE_SINGLE_FIELDS) base[field] = null;
  for (const field of fields.PROFILE_MULTI_FIELDS) base[field] = '[]';
  Object.assign(base, {
    birth_date: null,
    children_count: null,
    custody_note: null,
    description: null,
    home_kind: null,
    importance: '{}',
    private_fields: '[]',
  });
  return { ...base, ...overrides } as ProfileRow;
}

describe('toProfileObject', () => {
  it('parses JSON columns and completes importance with 3', () => {
    const profile = toProfileObject(row({ sports: '[1,2]', importance: '{"athome":1}', private_fields: '["work","gender"]' }));
    expect(profile.sports).toEqual([1, 2]);
    expect(profile.importance).toEqual({ lifestyle: 3, personality: 3, athome: 1, employment: 3 });
    expect(profile.private_fields).toEqual(['gender', 'work']);
  });

  it('reads malformed stored values as unanswered rather than failing', () => {
    const profile = toProfileObject(row({ sports: 'oops', importance: '[9]', private_fields: '{"x":1}', home_kind: 'castle' }));
    expect(profile.sports).toEqual([]);
    expect(profile.importance).toEqual({ lifestyle: 3, personality: 3, athome: 3, employment: 3 });
    expect(profile.private_fields).toEqual([]);
    expect(profile.home_kind).toBeNull();
  });
});

describe('publicAnswers', () => {
  it('leaves out private, unanswered and child-related answers of a private "children"', () => {
    const profile = toProfileObject(
      row({
        gender: 1,
        children: 3,
        children_count: 2,
        custody_schedule: 1,
        custody_note: 'Une semaine sur deux',
        religious: 2,
        smoking: 1,
        sports: '[1]',
        arts: '[]',
        description: 'Bonjour',
        birth_date: '1990-01-01',
        home_kind: 'none',
        private_fields: '["children","religious"]',
      }),
    );
    expect(publicAnswers(profile)).toEqual({ gender: 1, smoking: 1, sports: [1], description: 'Bonjour' });
  });

  it('computes the age unless the birth date is private', () => {
    const profile = toProfileObject(row({ birth_date: '1990-06-15' }));
    expect(publicAge(profile, '2024-06-14')).toBe(33);
    expect(publicAge({ ...profile, private_fields: ['birth_date'] }, '2024-06-14')).toBeNull();
    expect(publicAge({ ...profile, birth_date: null })).toBeNull();
  });
});
