import { draftOf, serviceTermsErrors, taskList, termsComplete, termsOf } from '../../../entities/advert/model/serviceTerms';

const valid = { hours_per_week: '8', tasks: 'Courses\nPrésence le soir', trial_weeks: '4', notice_days: '30' };

describe('housing-for-services terms', () => {
  it('accepts complete terms and converts them', () => {
    expect(serviceTermsErrors(valid)).toEqual({});
    expect(termsOf({ ...valid, tasks: ' - Courses \n\n• Présence le soir\n' })).toEqual({ hours_per_week: 8, tasks: 'Courses\nPrésence le soir', trial_weeks: 4, notice_days: 30 });
  });

  it('requires every term', () => {
    expect(serviceTermsErrors({ hours_per_week: '', tasks: ' \n ', trial_weeks: '', notice_days: ' ' })).toEqual({
      hours_per_week: 'Champ obligatoire.',
      tasks: 'Champ obligatoire.',
      trial_weeks: 'Champ obligatoire.',
      notice_days: 'Champ obligatoire.',
    });
  });

  it('caps the help at 20 hours a week', () => {
    expect(serviceTermsErrors({ ...valid, hours_per_week: '20' })).toEqual({});
    expect(serviceTermsErrors({ ...valid, hours_per_week: '21' }).hours_per_week).toBe('Au plus 20 heures par semaine.');
    expect(serviceTermsErrors({ ...valid, hours_per_week: '0' }).hours_per_week).toBe('Indiquez au moins 1 heure.');
    expect(serviceTermsErrors({ ...valid, hours_per_week: '7,5' }).hours_per_week).toBe('Indiquez un nombre entier.');
  });

  it('bounds the trial period and the notice', () => {
    expect(serviceTermsErrors({ ...valid, trial_weeks: '27' }).trial_weeks).toBe("La période d'essai va de 1 à 26 semaines.");
    expect(serviceTermsErrors({ ...valid, notice_days: '0' }).notice_days).toBe('Le préavis va de 1 à 90 jours.');
    expect(serviceTermsErrors({ ...valid, notice_days: 'un mois' }).notice_days).toBe('Indiquez un nombre entier.');
  });

  it('reads terms back into the form and tells whether they are complete', () => {
    const terms = { hours_per_week: 10, tasks: 'Jardinage', trial_weeks: 2, notice_days: 15 };
    expect(draftOf(terms)).toEqual({ hours_per_week: '10', tasks: 'Jardinage', trial_weeks: '2', notice_days: '15' });
    expect(draftOf(null)).toEqual({ hours_per_week: '', tasks: '', trial_weeks: '', notice_days: '' });
    expect(termsComplete(terms)).toBe(true);
    expect(termsComplete({ ...terms, hours_per_week: 25 })).toBe(false);
    expect(termsComplete({ ...terms, tasks: null })).toBe(false);
    expect(termsComplete(null)).toBe(false);
    expect(taskList('a\n\n  b ')).toEqual(['a', 'b']);
  });
});
