import { Button } from '@coloc/shared/ui';
import clsx from 'clsx';
import { useUnit } from 'effector-react';
import { useEffect, useId, useMemo, useRef, type KeyboardEvent } from 'react';
import { useTexts } from '../../../i18n/useTexts';
import { $month, $occurrences, $selectedDay, $today, daySelected, monthShown } from '../model/agenda';
import { addDays, formatDay, formatMonth, formatTime, monthGrid, sameMonth, monthOf, shiftMonth, weekdayNames } from '../model/calendar';
import styles from './Agenda.module.css';

const WEEKDAYS = weekdayNames();
/** Visits written in a day cell before "+n". */
const SHOWN_PER_DAY = 2;

/**
 * The month, Monday first. One day button is in the tab order (the selected one); the arrow keys
 * move between days, Home / End to the week's ends, Page Up / Page Down between months.
 */
export function MonthCalendar() {
  const t = useTexts();
  const [month, selected, today, occurrences] = useUnit([$month, $selectedDay, $today, $occurrences]);
  const [select, showMonth] = useUnit([daySelected, monthShown]);
  const titleId = `agenda-month${useId().replace(/:/g, '')}`;
  const weeks = useMemo(() => monthGrid(month), [month]);
  const grid = useRef<HTMLTableElement>(null);
  const movedByKeyboard = useRef(false);

  // Keyboard moves give the focus to the new day once it is rendered (possibly in another month).
  useEffect(() => {
    if (!movedByKeyboard.current) return;
    movedByKeyboard.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`[data-day="${selected}"]`)?.focus();
  }, [selected]);

  function onKeyDown(event: KeyboardEvent<HTMLTableElement>) {
    const weekday = (new Date(`${selected}T12:00:00Z`).getUTCDay() + 6) % 7;
    const moves: Record<string, () => string> = {
      ArrowLeft: () => addDays(selected, -1),
      ArrowRight: () => addDays(selected, 1),
      ArrowUp: () => addDays(selected, -7),
      ArrowDown: () => addDays(selected, 7),
      Home: () => addDays(selected, -weekday),
      End: () => addDays(selected, 6 - weekday),
    };
    if (event.key === 'PageUp' || event.key === 'PageDown') {
      event.preventDefault();
      movedByKeyboard.current = true;
      showMonth(shiftMonth(month, event.key === 'PageUp' ? -1 : 1));
      return;
    }
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    movedByKeyboard.current = true;
    select(move());
  }

  return (
    <section aria-labelledby={titleId}>
      <div className={styles.calendarHeader}>
        <Button variant="secondary" size="sm" className={styles.navButton} onClick={() => showMonth(shiftMonth(month, -1))} aria-label={t('agenda.calendar.previous')}>
          <span aria-hidden="true">‹</span>
        </Button>
        <h2 id={titleId} className={styles.monthTitle} aria-live="polite">
          {formatMonth(month)}
        </h2>
        <Button variant="secondary" size="sm" className={styles.navButton} onClick={() => showMonth(shiftMonth(month, 1))} aria-label={t('agenda.calendar.next')}>
          <span aria-hidden="true">›</span>
        </Button>
      </div>
      {today && !sameMonth(month, monthOf(today)) && (
        <p className={styles.hint}>
          <Button variant="ghost" size="sm" onClick={() => select(today)}>
            {t('agenda.calendar.today')}
          </Button>
        </p>
      )}
      <table ref={grid} className={styles.grid} aria-labelledby={titleId} onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {WEEKDAYS.map((day) => (
              <th key={day.long} scope="col" abbr={day.long}>
                {day.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]}>
              {week.map((day) => {
                const list = occurrences.get(day) ?? [];
                const inMonth = sameMonth(monthOf(day), month);
                const label = list.length > 0 ? t('agenda.calendar.dayVisits', { day: formatDay(day), count: list.length }) : formatDay(day);
                return (
                  <td key={day}>
                    <button
                      type="button"
                      data-day={day}
                      className={clsx(styles.day, !inMonth && styles.outside, day === selected && styles.selected, day === today && styles.today)}
                      tabIndex={day === selected ? 0 : -1}
                      aria-pressed={day === selected}
                      aria-current={day === today ? 'date' : undefined}
                      aria-label={label}
                      onClick={() => select(day)}
                    >
                      <span className={styles.dayNumber} aria-hidden="true">
                        {Number(day.slice(8, 10))}
                      </span>
                      {list.slice(0, SHOWN_PER_DAY).map(({ visit, at, tentative }) => (
                        <span key={`${visit.id}-${at}`} className={clsx(styles.chip, styles[visit.status], tentative && styles.tentative)} aria-hidden="true">
                          {formatTime(at)} {visit.home.city ?? visit.home.name ?? ''}
                        </span>
                      ))}
                      {list.length > SHOWN_PER_DAY && (
                        <span className={styles.more} aria-hidden="true">
                          {t('agenda.calendar.more', { count: list.length - SHOWN_PER_DAY })}
                        </span>
                      )}
                      {list.length > 0 && (
                        <span className={styles.dots} aria-hidden="true">
                          {list.slice(0, 4).map(({ visit, at, tentative }) => (
                            <span key={`${visit.id}-${at}`} className={clsx(styles.dot, styles[visit.status], tentative && styles.tentative)} />
                          ))}
                        </span>
                      )}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.hint}>{t('agenda.calendar.keyboardHint')}</p>
    </section>
  );
}
