// Calendar arithmetic and French formatting for the agenda. Visits happen in France: days and hours
// are Paris ones whatever the browser's time zone. Days are 'YYYY-MM-DD' keys; months are 0-based.
import type { Visit, VisitStatus } from '@coloc/shared';

export const TIME_ZONE = 'Europe/Paris';

export interface Month {
  year: number;
  /** 0 = January. */
  month: number;
}

const keyFormat = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The Paris day of an instant: '2026-03-14'. */
export function dayKey(instant: string | number | Date): string {
  return keyFormat.format(instant instanceof Date ? instant : new Date(instant));
}

/** A key read as noon UTC: formatting it in UTC gives back the same calendar day everywhere. */
function keyDate(key: string): Date {
  return new Date(`${key}T12:00:00Z`);
}

function toKey(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(key: string, days: number): string {
  const date = keyDate(key);
  date.setUTCDate(date.getUTCDate() + days);
  return toKey(date);
}

export function monthOf(key: string): Month {
  const [year, month] = key.split('-').map(Number) as [number, number];
  return { year, month: month - 1 };
}

export function shiftMonth({ year, month }: Month, delta: number): Month {
  const index = year * 12 + month + delta;
  return { year: Math.floor(index / 12), month: ((index % 12) + 12) % 12 };
}

export function sameMonth(a: Month, b: Month): boolean {
  return a.year === b.year && a.month === b.month;
}

/** The same day number in another month, clamped to that month's length (31 March -> 30 April). */
export function sameDayIn(key: string, target: Month): string {
  const day = Number(key.slice(8, 10));
  const last = new Date(Date.UTC(target.year, target.month + 1, 0)).getUTCDate();
  return toKey(new Date(Date.UTC(target.year, target.month, Math.min(day, last), 12)));
}

/** Weeks of the month, Monday first, padded with the days of the months around it. */
export function monthGrid({ year, month }: Month): string[][] {
  const first = new Date(Date.UTC(year, month, 1, 12));
  // getUTCDay: 0 is Sunday; French weeks start on Monday.
  const lead = (first.getUTCDay() + 6) % 7;
  const start = toKey(first);
  const daysInMonth = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const weeks = Math.ceil((lead + daysInMonth) / 7);
  return Array.from({ length: weeks }, (_, w) => Array.from({ length: 7 }, (_, d) => addDays(start, w * 7 + d - lead)));
}

const capitalize = (text: string) => text.charAt(0).toLocaleUpperCase('fr-FR') + text.slice(1);

const weekdayShort = new Intl.DateTimeFormat('fr-FR', { weekday: 'short', timeZone: 'UTC' });
const weekdayLong = new Intl.DateTimeFormat('fr-FR', { weekday: 'long', timeZone: 'UTC' });
/** 5 January 2026 was a Monday. */
const MONDAY = '2026-01-05';

/** ['lun.', 'mar.', …] and ['lundi', 'mardi', …], Monday first. */
export function weekdayNames(): Array<{ short: string; long: string }> {
  return Array.from({ length: 7 }, (_, i) => {
    const date = keyDate(addDays(MONDAY, i));
    return { short: weekdayShort.format(date), long: weekdayLong.format(date) };
  });
}

const monthFormat = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' });
/** 'Mars 2026'. */
export function formatMonth({ year, month }: Month): string {
  return capitalize(monthFormat.format(new Date(Date.UTC(year, month, 1, 12))));
}

const dayLongFormat = new Intl.DateTimeFormat('fr-FR', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
/** 'samedi 14 mars 2026'. */
export function formatDay(key: string): string {
  return dayLongFormat.format(keyDate(key));
}

const timeFormat = new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit', timeZone: TIME_ZONE });
/** '15:00', Paris time. */
export function formatTime(iso: string): string {
  return timeFormat.format(new Date(iso));
}

const slotFormat = new Intl.DateTimeFormat('fr-FR', { weekday: 'long', day: 'numeric', month: 'long', timeZone: TIME_ZONE });
/** 'samedi 14 mars à 15:00', Paris time; the year only when it is not the current one. */
export function formatSlot(iso: string, now = Date.now()): string {
  const date = new Date(iso);
  const sameYear = dayKey(date).slice(0, 4) === dayKey(now).slice(0, 4);
  const day = sameYear ? slotFormat.format(date) : formatDay(dayKey(date));
  return `${day} à ${formatTime(iso)}`;
}

const dateFormat = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: TIME_ZONE });
/** '14 mars 2026'. */
export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

/** Where a visit sits in the calendar: its date once accepted, otherwise each slot still on the table. */
export function visitTimes(visit: Pick<Visit, 'starts_at' | 'slots'>): string[] {
  return visit.starts_at ? [visit.starts_at] : visit.slots;
}

export interface Occurrence {
  visit: Visit;
  at: string;
  /** A slot not agreed yet. */
  tentative: boolean;
}

/** Every visit time by Paris day, each day in time order. */
export function occurrencesByDay(visits: readonly Visit[]): Map<string, Occurrence[]> {
  const days = new Map<string, Occurrence[]>();
  for (const visit of visits) {
    for (const at of visitTimes(visit)) {
      const key = dayKey(at);
      const list = days.get(key) ?? [];
      list.push({ visit, at, tentative: visit.starts_at === null });
      days.set(key, list);
    }
  }
  for (const list of days.values()) list.sort((a, b) => Date.parse(a.at) - Date.parse(b.at) || a.visit.id - b.visit.id);
  return days;
}

const OPEN: readonly VisitStatus[] = ['requested', 'proposed', 'accepted'];

/**
 * Visits still ahead (a future date or slot, not declined or cancelled), soonest first. `keep` stays
 * listed whatever its status: the visit just answered keeps its place and shows the outcome.
 */
export function upcomingVisits(visits: readonly Visit[], now = Date.now(), keep: number | null = null): Visit[] {
  const next = (visit: Visit) => Math.min(...visitTimes(visit).map(Date.parse).filter((t) => t > now));
  return visits
    .filter((visit) => (OPEN.includes(visit.status) || visit.id === keep) && visitTimes(visit).some((at) => Date.parse(at) > now))
    .sort((a, b) => next(a) - next(b) || a.id - b.id);
}

export type Side = 'seeker' | 'host';

export function sideOf(visit: Pick<Visit, 'seeker'>, userId: number): Side {
  return visit.seeker.id === userId ? 'seeker' : 'host';
}

/** Whether the visit waits for this side's answer. */
export function awaitsAnswerFrom(visit: Pick<Visit, 'status'>, side: Side): boolean {
  return (side === 'host' && visit.status === 'requested') || (side === 'seeker' && visit.status === 'proposed');
}
