// Dates and times of the messaging screens, in French and in the reader's own time zone (a chat
// says "14:32" as the reader's clock shows it).
const timeFormat = new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit' });
const weekdayFormat = new Intl.DateTimeFormat('fr-FR', { weekday: 'short' });
const dayMonthFormat = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'short' });
const shortDateFormat = new Intl.DateTimeFormat('fr-FR', { day: '2-digit', month: '2-digit', year: 'numeric' });
const longDayFormat = new Intl.DateTimeFormat('fr-FR', { weekday: 'long', day: 'numeric', month: 'long' });
const longDayYearFormat = new Intl.DateTimeFormat('fr-FR', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
const fullFormat = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'full', timeStyle: 'short' });

function toDate(value: string | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Local calendar day, "2026-03-14": messages are grouped by it. */
export function dayKey(value: string | Date): string {
  const date = toDate(value);
  if (!date) return '';
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

function daysBetween(from: Date, to: Date): number {
  const start = new Date(from.getFullYear(), from.getMonth(), from.getDate());
  const end = new Date(to.getFullYear(), to.getMonth(), to.getDate());
  return Math.round((end.getTime() - start.getTime()) / 86_400_000);
}

const capitalise = (text: string) => text.charAt(0).toLocaleUpperCase('fr-FR') + text.slice(1);

/** "14:32" */
export function timeLabel(value: string | Date): string {
  const date = toDate(value);
  return date ? timeFormat.format(date) : '';
}

/** "Mardi 14 mars 2026 à 14:32": the full moment, for a tooltip or a <time> title. */
export function fullLabel(value: string | Date): string {
  const date = toDate(value);
  return date ? capitalise(fullFormat.format(date)) : '';
}

export interface RelativeWords {
  today: string;
  yesterday: string;
}

/** Header of a day in a thread: "Aujourd'hui", "Hier", "Lundi 3 novembre", "Lundi 3 novembre 2025". */
export function dayLabel(value: string | Date, words: RelativeWords, now = new Date()): string {
  const date = toDate(value);
  if (!date) return '';
  const days = daysBetween(date, now);
  if (days === 0) return words.today;
  if (days === 1) return words.yesterday;
  return capitalise((date.getFullYear() === now.getFullYear() ? longDayFormat : longDayYearFormat).format(date));
}

/** Time of a conversation's last message in the list: "14:32", "Hier", "lun.", "3 nov.", "03/11/2025". */
export function listTimeLabel(value: string | Date, words: Pick<RelativeWords, 'yesterday'>, now = new Date()): string {
  const date = toDate(value);
  if (!date) return '';
  const days = daysBetween(date, now);
  if (days <= 0) return timeFormat.format(date);
  if (days === 1) return words.yesterday;
  if (days < 7) return weekdayFormat.format(date);
  if (date.getFullYear() === now.getFullYear()) return dayMonthFormat.format(date);
  return shortDateFormat.format(date);
}
