import { Card, Tag } from '@coloc/shared/ui';
import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import { useTexts } from '../../../../i18n/useTexts';
import type { ProfileStep } from '../../model/sections';
import type { SectionView } from '../../model/profileSections';
import styles from './profile.module.css';

export function PrivateTag() {
  const t = useTexts();
  return (
    <Tag tone="secondary" title={t('questionnaire.profile.privateHint')}>
      {t('questionnaire.profile.private')}
    </Tag>
  );
}

/**
 * The answers grouped by section. With `editPath` (one's own profile) every section is shown, with
 * its weight and a "Modifier" link, even when empty; otherwise only sections with answers.
 */
export function ProfileSections({ sections, editPath }: { sections: readonly SectionView[]; editPath?: (step: ProfileStep) => string }) {
  const t = useTexts();
  const shown = editPath ? sections : sections.filter((section) => section.rows.length > 0);
  return (
    <div className={styles.sections}>
      {shown.map((section) => (
        <Card as="section" key={section.key} aria-labelledby={`profile-section-${section.key}`}>
          <div className={styles.sectionHead}>
            <h2 id={`profile-section-${section.key}`} className={styles.sectionTitle}>
              {section.title}
            </h2>
            {editPath && (
              <Link
                className={styles.editLink}
                to={editPath(section.editStep)}
                aria-label={t('questionnaire.profile.editSection', { section: section.title })}
              >
                {t('questionnaire.profile.edit')}
              </Link>
            )}
          </div>
          {section.importance && <p className={styles.importance}>{t('questionnaire.profile.importance', { value: section.importance })}</p>}
          {section.rows.length > 0 ? (
            <dl className={styles.rows}>
              {section.rows.map((row) => (
                <Fragment key={row.field}>
                  <dt>{row.label}</dt>
                  <dd>
                    <span>{row.values.join(', ')}</span>
                    {row.isPrivate && <PrivateTag />}
                  </dd>
                </Fragment>
              ))}
            </dl>
          ) : (
            <p className={styles.empty}>{t('questionnaire.profile.empty')}</p>
          )}
        </Card>
      ))}
    </div>
  );
}
