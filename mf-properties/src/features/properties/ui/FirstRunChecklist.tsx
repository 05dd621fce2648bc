import { $user, pathTo, type PropertySummary } from '@coloc/shared';
import { buttonClassName, Card } from '@coloc/shared/ui';
import clsx from 'clsx';
import { useUnit } from 'effector-react';
import { Link, useLocation } from 'react-router-dom';
import { useTexts } from '../../../i18n/useTexts';
import { firstRunChecklist, type ChecklistItem } from '../../../entities/properties/model/checklist';
import { homeTitle } from '../../../entities/properties/model/labels';
import { homeScreenPath, ownerStepPath } from '../../../entities/properties/model/links';
import styles from './Properties.module.css';

/** The bank account section of the parameters (mf-payments), where the authentication starts. */
const BANK_SECTION_HASH = 'compte-bancaire';

/** One ordered checklist above the homes: the first step still to do is the one to do now. */
export function FirstRunChecklist({ items }: { items: readonly PropertySummary[] }) {
  const t = useTexts();
  const user = useUnit($user);
  const location = useLocation();
  const list = firstRunChecklist(items, user, (summary) => homeTitle(summary.home));
  if (list.length === 0) return null;
  const done = list.filter((item) => item.done).length;
  const next = list.find((item) => !item.done);

  function describe(item: ChecklistItem): { title: string; text: string; action: { to: string; label: string } | null } {
    if (item.kind === 'advert') {
      return {
        title: t('properties.checklist.advert.title'),
        text: item.done ? t('properties.checklist.advert.done') : t('properties.checklist.advert.todo', { title: item.title ?? '' }),
        action: item.done || item.homeId === null || !item.step ? null : { to: ownerStepPath(user, item.step, item.homeId), label: t('properties.checklist.advert.action') },
      };
    }
    if (item.kind === 'sca') {
      return {
        title: t('properties.checklist.sca.title'),
        text: item.done ? t('properties.checklist.sca.done') : t('properties.checklist.sca.todo'),
        action: item.done ? null : { to: pathTo('DashboardParameters', {}, { user, from: location, hash: BANK_SECTION_HASH }), label: t('properties.checklist.sca.action') },
      };
    }
    return {
      title: t('properties.checklist.diagnostics.title'),
      text: item.done ? t('properties.checklist.diagnostics.done') : t('properties.checklist.diagnostics.todo', { count: item.count }),
      action: item.done || item.homeId === null ? null : { to: homeScreenPath('DashboardDiagnostics', user, item.homeId), label: t('properties.checklist.diagnostics.action') },
    };
  }

  return (
    <Card as="section" padding="md" className={styles.checklist} aria-labelledby="first-run-title">
      <div className={styles.checklistHead}>
        <h2 id="first-run-title" className={styles.checklistTitle}>
          {t('properties.checklist.title')}
        </h2>
        <p className={styles.count}>{t('properties.checklist.progress', { count: done, total: list.length })}</p>
      </div>
      <ol className={styles.steps}>
        {list.map((item) => {
          const { title, text, action } = describe(item);
          const current = item === next;
          return (
            <li key={item.kind} className={clsx(styles.step, item.done && styles.stepDone, current && styles.stepCurrent)} aria-current={current ? 'step' : undefined}>
              <span className={styles.stepMark} aria-hidden="true">
                {item.done ? '✓' : ''}
              </span>
              <div className={styles.stepBody}>
                <p className={styles.stepTitle}>
                  {title} <span className={styles.stepState}>({item.done ? t('properties.checklist.done') : current ? t('properties.checklist.next') : t('properties.checklist.todo')})</span>
                </p>
                <p className={styles.stepText}>{text}</p>
                {action && (
                  <Link className={buttonClassName({ variant: current ? 'primary' : 'secondary', size: 'sm' })} to={action.to}>
                    {action.label}
                  </Link>
                )}
              </div>
            </li>
          );
        })}
      </ol>
    </Card>
  );
}
