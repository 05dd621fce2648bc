// Why a match is good: the strongest reasons and deal-breakers, and on demand the score of each
// profile section (issue 4: explainable matching).
import { IMPORTANCE_SECTIONS, scoreLevel, scorePercent, type MatchScore } from '@coloc/shared';
import { ProgressBar } from '@coloc/shared/ui';
import { useId, useState } from 'react';
import { useTexts } from '../../../i18n/useTexts';
import styles from './ScoreDetails.module.css';

/**
 * The score itself: a bar with its percentage, or « Pas assez d'informations pour calculer
 * l'affinité » when the API has no number (too few answers in common), never a made-up 25 %.
 */
export function AffinityBar({ score, compact = false }: { score: MatchScore; compact?: boolean }) {
  const t = useTexts();
  if (score.Total === null) {
    return (
      <p className={styles.insufficient} title={t('matching.score.insufficientHint')}>
        {t('matching.score.insufficient')}
      </p>
    );
  }
  const percent = scorePercent(score.Total);
  return <ProgressBar value={percent} label={t('matching.score.label')} valueText={t('matching.score.valueText', { percent })} showValue compact={compact} />;
}

/** A home's affinity is its occupants': each one's own, listed under the home's bar, with what it is made of. */
export function OccupantAffinities({ score }: { score: MatchScore }) {
  const t = useTexts();
  if (score.Occupants.length === 0) return null;
  return (
    <div className={styles.occupants}>
      <p className={styles.occupantsTitle}>{t('matching.score.occupants')}</p>
      <ul className={styles.list}>
        {score.Occupants.map((occupant) => {
          const name = occupant.FirstName || t('matching.score.occupantNoName');
          return (
            <li key={occupant.UserID}>
              {occupant.Total === null ? t('matching.score.occupantUnknown', { name }) : t('matching.score.occupant', { name, percent: scorePercent(occupant.Total) })}
            </li>
          );
        })}
      </ul>
      <p className={styles.none}>{t('matching.score.occupantsHint')}</p>
    </div>
  );
}

/** Deal-breakers and the other differences, under one heading: what to talk about before moving in. */
function VigilancePoints({ score }: { score: MatchScore }) {
  const t = useTexts();
  const points = [...new Set([...score.DealBreakers, ...score.Vigilance])];
  if (points.length === 0) return null;
  return (
    <div className={styles.vigilance}>
      <p className={styles.vigilanceTitle}>{t('matching.score.vigilance')}</p>
      <ul className={styles.list} aria-label={t('matching.score.vigilance')}>
        {points.map((point) => (
          <li key={point} className={styles.bad}>
            <span className={styles.mark} aria-hidden="true">!</span>
            {point}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The reasons and deal-breakers; with nothing to say, nothing on a card, a sentence in the details. */
export function ScoreReasons({ score, sayWhenEmpty = false, withDealBreakers = true }: { score: MatchScore; sayWhenEmpty?: boolean; withDealBreakers?: boolean }) {
  const t = useTexts();
  const reasons = score.Reasons.slice(0, 3);
  const dealBreakers = withDealBreakers ? score.DealBreakers : [];
  if (reasons.length === 0 && dealBreakers.length === 0 && (withDealBreakers || score.Vigilance.length === 0)) return sayWhenEmpty ? <p className={styles.none}>{t('matching.score.noReason')}</p> : null;
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
      {dealBreakers.length > 0 && (
        <ul className={styles.list} aria-label={t('matching.score.dealBreakers')}>
          {dealBreakers.map((reason) => (
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
            {withReasons ? (
              <ScoreReasons score={score} sayWhenEmpty withDealBreakers={false} />
            ) : (
              score.Reasons.length === 0 && score.DealBreakers.length === 0 && score.Vigilance.length === 0 && <p className={styles.none}>{t('matching.score.noReason')}</p>
            )}
            {/* « Points de vigilance »: where you differ, not only what you share. */}
            <VigilancePoints score={score} />
            <ScoreBreakdown score={score} />
          </>
        )}
      </div>
    </div>
  );
}
