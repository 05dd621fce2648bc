import { makeHome } from '../test/fixtures';
import { serviceTermsDraftOf, serviceTermsErrors, serviceTermsUpdate, taskLines } from './serviceTerms';

const filled = { hours_per_week: '10', tasks: 'Courses', trial_weeks: '2', notice_days: '30' };

describe('housing-for-services terms', () => {
  it('starts from the stored terms, or empty', () => {
    expect(serviceTermsDraftOf(makeHome())).toEqual({ hours_per_week: '', tasks: '', trial_weeks: '', notice_days: '' });
    const home = makeHome({}, { services: { hours_per_week: 8, tasks: 'Courses', trial_weeks: 4, notice_days: 30 } });
    expect(serviceTermsDraftOf(home)).toEqual({ hours_per_week: '8', tasks: 'Courses', trial_weeks: '4', notice_days: '30' });
  });

  it('requires every term', () => {
    expect(serviceTermsErrors({ hours_per_week: '', tasks: ' \n ', trial_weeks: '', notice_days: '' })).toEqual({
      hours_per_week: 'listing.serviceTerms.hoursRequired',
      tasks: 'listing.serviceTerms.tasksRequired',
      trial_weeks: 'listing.serviceTerms.trialRequired',
      notice_days: 'listing.serviceTerms.noticeRequired',
    });
    expect(serviceTermsErrors(filled)).toEqual({});
  });

  it('caps the hours at 20 a week and wants whole numbers', () => {
    expect(serviceTermsErrors({ ...filled, hours_per_week: '20' })).toEqual({});
    expect(serviceTermsErrors({ ...filled, hours_per_week: '21' }).hours_per_week).toBe('listing.serviceTerms.hoursInvalid');
    expect(serviceTermsErrors({ ...filled, hours_per_week: '0' }).hours_per_week).toBe('listing.serviceTerms.hoursInvalid');
    expect(serviceTermsErrors({ ...filled, hours_per_week: '7,5' }).hours_per_week).toBe('listing.serviceTerms.hoursInvalid');
    expect(serviceTermsErrors({ ...filled, trial_weeks: '53' }).trial_weeks).toBe('listing.serviceTerms.trialInvalid');
    expect(serviceTermsErrors({ ...filled, notice_days: '-1' }).notice_days).toBe('listing.serviceTerms.noticeInvalid');
    expect(serviceTermsErrors({ ...filled, tasks: 'x'.repeat(2001) }).tasks).toBe('listing.serviceTerms.tasksTooLong');
  });

  it('sends one task per line, without bullets or blank lines', () => {
    expect(taskLines('- Courses\n\n • Présence le soir \n* Jardin')).toEqual(['Courses', 'Présence le soir', 'Jardin']);
    expect(serviceTermsUpdate({ hours_per_week: ' 8 ', tasks: '- Courses\n\nJardin', trial_weeks: '4', notice_days: '30' })).toEqual({
      services: { hours_per_week: 8, tasks: 'Courses\nJardin', trial_weeks: 4, notice_days: 30 },
    });
  });
});
