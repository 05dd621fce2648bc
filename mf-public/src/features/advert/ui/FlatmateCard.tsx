import type { AdvertFlatmate } from '@coloc/shared';
import { LazyImage } from '@coloc/shared/ui';
import { useTexts } from '../i18n';
import styles from './AdvertView.module.css';

export function flatmateName(flatmate: Pick<AdvertFlatmate, 'first_name' | 'name_initial'>): string {
  return `${flatmate.first_name} ${flatmate.name_initial}`.trim();
}

/**
 * A person who lives there; for a signed-in seeker, what they share with them. Their affinity in
 * percent is listed once, under the home's in the summary, so the page never shows two unexplained
 * percentages side by side.
 */
export function FlatmateCard({ flatmate, showMatch }: { flatmate: AdvertFlatmate; showMatch: boolean }) {
  const t = useTexts();
  const name = flatmateName(flatmate);
  const headingId = `flatmate-${flatmate.user_id}`;
  const withMatch = showMatch && flatmate.match_status === 'scored';
  return (
    <li className={styles.flatmate}>
      <article aria-labelledby={headingId}>
        <div className={styles.flatmateHead}>
          {flatmate.avatar_url ? (
            <LazyImage className={styles.avatar} src={flatmate.avatar_url} alt={t('advert.flatmates.photo', { name })} width={64} height={64} />
          ) : (
            <span className={styles.avatarInitials} aria-hidden="true">
              {flatmate.first_name.charAt(0)}
              {flatmate.name_initial.charAt(0)}
            </span>
          )}
          <div>
            <h3 id={headingId} className={styles.flatmateName}>
              {name}
            </h3>
            <p className={styles.muted}>{[flatmate.age !== null ? t('advert.flatmates.age', { count: flatmate.age }) : null, flatmate.occupation].filter(Boolean).join(' · ')}</p>
          </div>
        </div>
        {withMatch && (
          <>
            {flatmate.reasons.length > 0 && (
              <>
                <p className={styles.reasonsTitle}>{t('advert.flatmates.reasons', { name: flatmate.first_name })}</p>
                <ul className={styles.reasons}>
                  {flatmate.reasons.slice(0, 3).map((reason) => (
                    <li key={reason}>{reason}</li>
                  ))}
                </ul>
              </>
            )}
          </>
        )}
      </article>
    </li>
  );
}
