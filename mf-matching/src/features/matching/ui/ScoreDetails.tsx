// Why a match is good: the strongest reasons and deal-breakers, and on demand the score of each
// profile section (issue 4: explainable matching).
import { IMPORTANCE_SECTIONS, scoreLevel, type MatchScore } from '@coloc/shared';
import { useId, useState } from 'react';
import { useTexts } from '../../../i18n/useTexts';
import styles from './ScoreDetails.module.css';

/** The reasons and deal-breakers; with nothing to say, nothing on a card, a sentence in the details. */
export function ScoreReasons({ score, sayWhenEmpty = false }: { score: MatchScore; sayWhenEmpty?: boolean }) {
  const t = useTexts();
  const reasons = score.Reasons.slice(0, 3);
  if (reasons.length === 0 && score.DealBreakers.length === 0) return sayWhenEmpty ? <p className={styles.none}>{t('matching.score.noReason')}</p> : null;
  return (
    <div className={styles.reasons}>
      {reasons.length > 0 && (
        <ul className={styles.list} aria-label={t('matching.score.reasons')}>
          {reasons.map((reason) => (
            <li key={reason} className={styles.good}>
              <span className={styles.mark} aria-hidden="true">✓</span>
              {reason}
            </li>
          ))}
        </ul>
      )}
      {score.DealBreakers.length > 0 && (
        <ul className={styles.list} aria-label={t('matching.score.dealBreakers')}>
          {score.DealBreakers.map((reason) => (
            <li key={reason} className={styles.bad}>
              <span className={styles.mark} aria-hidden="true">!</span>
              {reason}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function ScoreBreakdown({ score }: { score: MatchScore }) {
  const t = useTexts();
  return (
    <dl className={styles.sections} aria-label={t('matching.score.sections')}>
      {IMPORTANCE_SECTIONS.map((section) => {
        const value = score.Sections[section];
        return (
          <div key={section} className={styles.section}>
            <dt>{t(`matching.score.sectionNames.${section}`)}</dt>
            <dd>
              {value === null ? (
                <span className={styles.unknown}>{t('matching.score.sectionUnknown')}</span>
              ) : (
                <>
                  <span className={styles.miniTrack} aria-hidden="true">
                    <span className={styles.miniFill} style={{ width: `${value}%`, background: `var(--tp-score-${scoreLevel(value)})` }} />
                  </span>
                  {t('matching.score.sectionValue', { percent: Math.round(value) })}
                </>
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

/**
 * "Pourquoi ce score ?": the section breakdown, and the reasons too when the card does not already
 * show them.
 */
export function ScoreDetails({ score, withReasons = false }: { score: MatchScore; withReasons?: boolean }) {
  const t = useTexts();
  const [open, setOpen] = useState(false);
  const panelId = `why${useId().replace(/:/g, '')}`;
  return (
    <div className={styles.details}>
      <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((value) => !value)}>
        {open ? t('matching.score.hide') : t('matching.score.why')}
        <span className={styles.chevron} aria-hidden="true" />
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        {open && (
          <>
            {withReasons ? <ScoreReasons score={score} sayWhenEmpty /> : score.Reasons.length === 0 && score.DealBreakers.length === 0 && <p className={styles.none}>{t('matching.score.noReason')}</p>}
            <ScoreBreakdown score={score} />
          </>
        )}
      </div>
    </div>
  );
}
