// Housing for services (issue 6, Moderation and trust): the advert states the hours of help per week
// (at most SERVICE_MAX_HOURS_PER_WEEK), the task list, a trial period and a notice. The form keeps
// what is typed as text; these functions check and convert it.
import { SERVICE_MAX_HOURS_PER_WEEK, type ServiceTerms } from '@coloc/shared';
import { advertTexts } from '../texts';

export const TASKS_MAX_LENGTH = 2000;
export const TRIAL_MAX_WEEKS = 26;
export const NOTICE_MAX_DAYS = 90;

export interface ServiceTermsDraft {
  hours_per_week: string;
  tasks: string;
  trial_weeks: string;
  notice_days: string;
}

export type ServiceTermsErrors = Partial<Record<keyof ServiceTermsDraft, string>>;

const errors = advertTexts.services.errors;

export function draftOf(terms: ServiceTerms | null): ServiceTermsDraft {
  const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));
  return {
    hours_per_week: text(terms?.hours_per_week),
    tasks: terms?.tasks ?? '',
    trial_weeks: text(terms?.trial_weeks),
    notice_days: text(terms?.notice_days),
  };
}

function integerError(value: string, min: number, max: number, outOfRange: string): string | undefined {
  const trimmed = value.trim();
  if (!trimmed) return errors.required;
  if (!/^\d+$/.test(trimmed)) return errors.integer;
  const number = Number(trimmed);
  return number < min || number > max ? outOfRange : undefined;
}

export function serviceTermsErrors(draft: ServiceTermsDraft): ServiceTermsErrors {
  const found: ServiceTermsErrors = {};
  const hours = draft.hours_per_week.trim();
  if (!hours) found.hours_per_week = errors.required;
  else if (!/^\d+$/.test(hours)) found.hours_per_week = errors.integer;
  else if (Number(hours) < 1) found.hours_per_week = errors.hoursMin;
  else if (Number(hours) > SERVICE_MAX_HOURS_PER_WEEK) found.hours_per_week = errors.hoursMax.replace('{{max}}', String(SERVICE_MAX_HOURS_PER_WEEK));

  if (taskList(draft.tasks).length === 0) found.tasks = errors.required;
  else if (draft.tasks.trim().length > TASKS_MAX_LENGTH) found.tasks = errors.tasksLength.replace('{{max}}', String(TASKS_MAX_LENGTH));

  const trial = integerError(draft.trial_weeks, 1, TRIAL_MAX_WEEKS, errors.trialRange.replace('{{max}}', String(TRIAL_MAX_WEEKS)));
  if (trial) found.trial_weeks = trial;
  const notice = integerError(draft.notice_days, 1, NOTICE_MAX_DAYS, errors.noticeRange.replace('{{max}}', String(NOTICE_MAX_DAYS)));
  if (notice) found.notice_days = notice;
  return found;
}

/** The tasks one per line, blank lines and surrounding spaces dropped. */
export function taskList(tasks: string | null | undefined): string[] {
  return (tasks ?? '')
    .split(/\r?\n/)
    .map((line) => line.replace(/^[\s•*-]+/, '').trim())
    .filter(Boolean);
}

/** Only call once serviceTermsErrors(draft) is empty. */
export function termsOf(draft: ServiceTermsDraft): ServiceTerms {
  return {
    hours_per_week: Number(draft.hours_per_week.trim()),
    tasks: taskList(draft.tasks).join('\n'),
    trial_weeks: Number(draft.trial_weeks.trim()),
    notice_days: Number(draft.notice_days.trim()),
  };
}

/** Whether the advert states everything a moderator needs to accept it. */
export function termsComplete(terms: ServiceTerms | null): boolean {
  return !!terms && Object.keys(serviceTermsErrors(draftOf(terms))).length === 0;
}
