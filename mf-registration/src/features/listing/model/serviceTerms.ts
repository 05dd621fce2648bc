// Housing-for-services terms (issue 6): what the host asks in exchange for the room, stated on the
// advert and required before such an advert is submitted. Hours are capped by the contract.
import { SERVICE_MAX_HOURS_PER_WEEK, type Home, type ServiceTerms } from '@coloc/shared';
import { hasErrors, parseDecimal, type Errors } from './drafts';

export const SERVICE_LIMITS = {
  hours: [1, SERVICE_MAX_HOURS_PER_WEEK],
  trialWeeks: [1, 52],
  noticeDays: [1, 180],
  tasksMax: 2000,
} as const;

export interface ServiceTermsDraft {
  hours_per_week: string;
  tasks: string;
  trial_weeks: string;
  notice_days: string;
}

export type ServiceTermsField = keyof ServiceTermsDraft;

const textOf = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

export function serviceTermsDraftOf(home: Pick<Home, 'details'> | null): ServiceTermsDraft {
  const terms = home?.details?.services;
  return {
    hours_per_week: textOf(terms?.hours_per_week),
    tasks: terms?.tasks ?? '',
    trial_weeks: textOf(terms?.trial_weeks),
    notice_days: textOf(terms?.notice_days),
  };
}

/** The tasks one per line, bullets and blank lines dropped. */
export function taskLines(tasks: string): string[] {
  return tasks
    .split('\n')
    .map((line) => line.replace(/^[\s•*-]+/, '').trim())
    .filter(Boolean);
}

function wholeNumberError(text: string, [min, max]: readonly [number, number]): 'required' | 'invalid' | null {
  const value = parseDecimal(text);
  if (value === null) return 'required';
  if (Number.isNaN(value) || !Number.isInteger(value) || value < min || value > max) return 'invalid';
  return null;
}

/** Every term is required; numbers are whole and within the limits above. */
export function serviceTermsErrors(draft: ServiceTermsDraft): Errors<ServiceTermsField> {
  const errors: Errors<ServiceTermsField> = {};
  const hours = wholeNumberError(draft.hours_per_week, SERVICE_LIMITS.hours);
  if (hours) errors.hours_per_week = hours === 'required' ? 'listing.serviceTerms.hoursRequired' : 'listing.serviceTerms.hoursInvalid';
  if (taskLines(draft.tasks).length === 0) errors.tasks = 'listing.serviceTerms.tasksRequired';
  else if (draft.tasks.trim().length > SERVICE_LIMITS.tasksMax) errors.tasks = 'listing.serviceTerms.tasksTooLong';
  const trial = wholeNumberError(draft.trial_weeks, SERVICE_LIMITS.trialWeeks);
  if (trial) errors.trial_weeks = trial === 'required' ? 'listing.serviceTerms.trialRequired' : 'listing.serviceTerms.trialInvalid';
  const notice = wholeNumberError(draft.notice_days, SERVICE_LIMITS.noticeDays);
  if (notice) errors.notice_days = notice === 'required' ? 'listing.serviceTerms.noticeRequired' : 'listing.serviceTerms.noticeInvalid';
  return errors;
}

export function hasServiceTermsErrors(draft: ServiceTermsDraft): boolean {
  return hasErrors(serviceTermsErrors(draft));
}

/** The `services` member of PUT /api/homes/{id} (call once serviceTermsErrors found nothing). */
export function serviceTermsUpdate(draft: ServiceTermsDraft): { services: ServiceTerms } {
  return {
    services: {
      hours_per_week: parseDecimal(draft.hours_per_week),
      tasks: taskLines(draft.tasks).join('\n'),
      trial_weeks: parseDecimal(draft.trial_weeks),
      notice_days: parseDecimal(draft.notice_days),
    },
  };
}
