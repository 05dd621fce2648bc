// The one progress bar (SPEC 4, 9): guarantee, registration, account and every match value.
// Its colour is one of the six levels of the value; it fills from 0 over 2000 ms (1000 ms for a
// value of exactly 10). The server and the first browser render both draw it empty, so hydration
// matches; the fill starts in an effect.
import clsx from 'clsx';
import { useEffect, useState } from 'react';
import { progressAnimationMs, scoreLevel } from '../domain/format';
import styles from './ProgressBar.module.css';

export interface ProgressBarProps {
  /** 0–100; rounded and clamped. */
  value: number;
  /** Accessible name; or `labelledBy` for a visible label elsewhere. */
  label?: string;
  labelledBy?: string;
  /** Read out instead of the bare number, e.g. « 65 % de compatibilité ». */
  valueText?: string;
  /** Shows « 65 % » beside the bar, in the level's colour. */
  showValue?: boolean;
  compact?: boolean;
  className?: string;
}

export function ProgressBar({ value, label, labelledBy, valueText, showValue = false, compact = false, className }: ProgressBarProps) {
  const percent = Math.round(Math.max(0, Math.min(100, Number.isFinite(value) ? value : 0)));
  const level = scoreLevel(percent);
  // Drawn empty first, then filled: the width change is what the transition animates.
  const [filled, setFilled] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setFilled(true));
    return () => cancelAnimationFrame(frame);
  }, []);

  return (
    <div className={clsx(styles.progress, compact && styles.compact, className)}>
      <div
        className={styles.track}
        role="progressbar"
        aria-label={labelledBy ? undefined : label}
        aria-labelledby={labelledBy}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={valueText}
        data-level={level}
      >
        <span
          className={styles.fill}
          data-testid="progress-fill"
          style={{
            width: filled ? `${percent}%` : '0%',
            transitionDuration: `${progressAnimationMs(percent)}ms`,
            background: `var(--tp-score-${level})`,
          }}
        />
      </div>
      {showValue && (
        <span className={styles.value} style={{ color: `var(--tp-score-${level})` }} aria-hidden="true">
          {percent} %
        </span>
      )}
    </div>
  );
}
