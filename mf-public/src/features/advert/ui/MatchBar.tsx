// A match percentage with its colour level (SPEC 4: above 85 six … under 10 one).
import { scoreLevel } from '@coloc/shared';
import clsx from 'clsx';
import { useTexts } from '../i18n';
import styles from './MatchBar.module.css';

export function MatchBar({ percent, label, compact = false }: { percent: number; label: string; compact?: boolean }) {
  const t = useTexts();
  const value = Math.round(Math.max(0, Math.min(100, percent)));
  const level = scoreLevel(value);
  return (
    <div className={clsx(styles.score, compact && styles.compact)}>
      <div
        className={styles.track}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={t('advert.match.valueText', { percent: value })}
        data-level={level}
      >
        <span className={styles.fill} style={{ width: `${value}%`, background: `var(--tp-score-${level})` }} />
      </div>
      <span className={styles.value} style={{ color: `var(--tp-score-${level})` }} aria-hidden="true">
        {value} %
      </span>
    </div>
  );
}
