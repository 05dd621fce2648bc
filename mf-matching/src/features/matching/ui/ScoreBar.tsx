// The matching bar (SPEC 2.9, 4): Total / 2 as a percentage, coloured by level, filled over 2000 ms
// (1000 ms when the value is 10).
import { progressAnimationMs, scoreLevel, scorePercent } from '@coloc/shared';
import { useEffect, useState } from 'react';
import { useTexts } from '../../../i18n/useTexts';
import styles from './ScoreBar.module.css';

export function ScoreBar({ total, compact = false }: { total: number; compact?: boolean }) {
  const t = useTexts();
  const percent = scorePercent(total);
  const level = scoreLevel(percent);
  // Drawn empty first, then filled: the width change is what the transition animates.
  const [filled, setFilled] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setFilled(true));
    return () => cancelAnimationFrame(frame);
  }, []);

  return (
    <div className={compact ? `${styles.score} ${styles.compact}` : styles.score}>
      <div
        className={styles.track}
        role="progressbar"
        aria-label={t('matching.score.label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t('matching.score.valueText', { percent })}
        data-level={level}
      >
        <span
          className={styles.fill}
          style={{
            width: filled ? `${percent}%` : '0%',
            transitionDuration: `${progressAnimationMs(percent)}ms`,
            background: `var(--tp-score-${level})`,
          }}
        />
      </div>
      <span className={styles.value} style={{ color: `var(--tp-score-${level})` }} aria-hidden="true">
        {percent} %
      </span>
    </div>
  );
}
