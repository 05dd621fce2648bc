import { i18next } from '@coloc/shared';
import type { Translate } from '../../../i18n/useTexts';
import { NAMESPACE } from '../../../i18n/useTexts';
import { makeProfile, OPTIONS } from '../../../entities/flow/testing';
import { answerValues, isPrivateField, sectionsOf } from './profileSections';

const t: Translate = (key, values) => i18next.t(key, { ns: NAMESPACE, ...values });

describe('answerValues', () => {
  const profile = makeProfile({ smoking: 2, dietaries: [9, 1], children_count: 2, birth_date: '1990-06-15', home_kind: 'non-coloc', description: 'x'.repeat(100) });

  it('turns ids into the option texts, multiple choices in the catalogue order', () => {
    expect(answerValues('smoking', profile, OPTIONS, t)).toEqual(["Fumeur, uniquement à l'extérieur"]);
    expect(answerValues('dietaries', profile, OPTIONS, t)).toEqual(['Omnivore', 'Sans gluten']);
    expect(answerValues('meals', profile, OPTIONS, t)).toEqual([]);
  });

  it('words the answers that are not options', () => {
    expect(answerValues('children_count', profile, OPTIONS, t)).toEqual(['2 enfants']);
    expect(answerValues('birth_date', profile, OPTIONS, t, '2026-06-14')).toEqual(['35 ans']);
    expect(answerValues('home_kind', profile, OPTIONS, t)).toEqual(['Propriétaire occupant, loue une ou des chambres chez soi']);
    expect(answerValues('description', profile, OPTIONS, t)[0]).toBe(`${'x'.repeat(80)}…`);
  });

  it('skips ids the lists do not know', () => {
    expect(answerValues('sports', makeProfile({ sports: [1, 99] }), OPTIONS, t)).toEqual(['Course à pied']);
    expect(answerValues('work', makeProfile({ work: 99 }), OPTIONS, t)).toEqual([]);
  });
});

describe('sectionsOf', () => {
  it('groups the answered questions by section, in questionnaire order, with the weights', () => {
    const profile = makeProfile({
      gender: 1, children: 3, children_count: 1, smoking: 1, character: [2, 1], work: 4, position: 1, home_kind: 'none',
      importance: { lifestyle: 4, personality: 3, athome: 1, employment: 2 },
      private_fields: ['children', 'work'],
    });
    const sections = sectionsOf(profile, OPTIONS, t, { privateFields: profile.private_fields, importance: profile.importance });

    expect(sections.map((section) => [section.key, section.title, section.editStep, section.importance])).toEqual([
      ['lifestyle', 'Mode de vie', 'lifestyle-1', 'Essentiel'],
      ['personality', 'Personnalité', 'personality-1', 'Important'],
      ['athome', 'À la maison', 'athome-1', 'Pas important'],
      ['employment', 'Travail et études', 'employment', 'Un peu'],
      ['project', 'Projet', 'home-1', null],
    ]);
    expect(sections[0]!.rows).toEqual([
      { field: 'gender', label: 'Genre', values: ['Femme'], isPrivate: false },
      { field: 'children', label: 'Enfants', values: ['Enfant(s) en garde alternée'], isPrivate: true },
      { field: 'children_count', label: "Nombre d'enfants", values: ['1 enfant'], isPrivate: true },
      { field: 'smoking', label: 'Tabac', values: ['Non-fumeur'], isPrivate: false },
    ]);
    expect(sections[1]!.rows).toEqual([{ field: 'character', label: 'Caractère', values: ['Calme', 'Sociable'], isPrivate: false }]);
    expect(sections[2]!.rows).toEqual([]);
    expect(sections[3]!.rows).toEqual([{ field: 'work', label: 'Situation professionnelle', values: ['Salarié(e) en CDI'], isPrivate: true }]);
    expect(sections[4]!.rows.map((row) => row.values[0])).toEqual(['Je cherche une chambre en colocation', 'Cherche un logement ou une chambre']);
  });

  it("shows no weight for another member's profile and nothing private", () => {
    const sections = sectionsOf({ smoking: 3 }, OPTIONS, t);
    expect(sections.every((section) => section.importance === null)).toBe(true);
    expect(sections[0]!.rows).toEqual([{ field: 'smoking', label: 'Tabac', values: ['Fumeur'], isPrivate: false }]);
  });

  it('keeps the children details private with the children answer', () => {
    expect(isPrivateField('custody_note', ['children'])).toBe(true);
    expect(isPrivateField('custody_schedule', ['gender'])).toBe(false);
  });
});
