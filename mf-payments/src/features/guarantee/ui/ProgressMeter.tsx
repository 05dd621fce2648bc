import { $user, pathTo, type TenantFile } from '@coloc/shared';
import { buttonClassName, Card, ProgressBar } from '@coloc/shared/ui';
import { useUnit } from 'effector-react';
import { Link, useLocation } from 'react-router-dom';
import { useTexts } from '../../../i18n/useTexts';
import { missingParts, progressPercent } from '../model/rules';
import styles from './Guarantee.module.css';

/** « Dossier complet à x % », what is left, and the way to the confirmation once complete. */
export function ProgressMeter({ file }: { file: TenantFile }) {
  const t = useTexts();
  const user = useUnit($user);
  const location = useLocation();
  const percent = progressPercent(file);
  const missing = missingParts(file);
  const label = t('guarantee.progress.value', { percent });
  return (
    <Card padding="lg" className={styles.progress}>
      <div className={styles.progressHead}>
        <p className={styles.progressValue} id="guarantee-progress-label">
          {label}
        </p>
        {file.complete && file.status === 'draft' && (
          <Link className={buttonClassName({ size: 'sm' })} to={pathTo('DashboardGuaranteeConfirm', {}, { user, from: location })}>
            {t('guarantee.progress.toConfirm')}
          </Link>
        )}
      </div>
      <ProgressBar value={percent} labelledBy="guarantee-progress-label" />
      <p className={styles.muted}>
        {missing.length === 0 ? t('guarantee.progress.complete') : t('guarantee.progress.todo', { list: joinFrench(missing.map((part) => t(`guarantee.progress.parts.${part}`))) })}
      </p>
    </Card>
  );
}

/** « a, b et c ». */
export function joinFrench(parts: readonly string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} et ${parts[parts.length - 1]}`;
}
