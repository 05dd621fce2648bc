import { formatDate, formatEuro, type TenantFile } from '@coloc/shared';
import { Card, Tag } from '@coloc/shared/ui';
import clsx from 'clsx';
import { useTexts } from '../../../i18n/useTexts';
import styles from './Guarantee.module.css';

const STATUS_CLASS = { none: undefined, requested: styles.statusRequested, accepted: styles.statusAccepted, refused: styles.statusRefused } as const;

/** Where the rent guarantee stands, in words a tenant can act on, with its dates. */
export function GuaranteeStatus({ file, headingLevel = 2 }: { file: TenantFile; headingLevel?: 2 | 3 }) {
  const t = useTexts();
  const Heading = `h${headingLevel}` as const;
  const { guarantee } = file;
  const date = (value: string | null) => (value ? formatDate(value, 'short') : '');
  let text: string;
  let hint: string | null = null;
  switch (guarantee.status) {
    case 'accepted':
      text = t('guarantee.status.accepted', { date: date(guarantee.decided_at), amount: formatEuro((guarantee.max_rent_cents ?? 0) / 100, 0) });
      hint = t('guarantee.status.acceptedHint');
      break;
    case 'requested':
      text = t('guarantee.status.requested', { date: date(guarantee.requested_at) });
      break;
    case 'refused':
      text = t('guarantee.status.refused', { date: date(guarantee.decided_at) });
      hint = t('guarantee.status.refusedHint');
      break;
    default:
      text = file.complete ? t('guarantee.status.noneComplete') : t('guarantee.status.none');
  }
  return (
    <Card as="section" padding="lg" aria-labelledby="guarantee-status-title">
      <div className={clsx(styles.status, STATUS_CLASS[guarantee.status])}>
        <div className={styles.statusHead}>
          <Heading id="guarantee-status-title" className={styles.sectionTitle}>
            {t('guarantee.status.title')}
          </Heading>
          <Tag tone={file.status === 'confirmed' ? 'success' : 'neutral'}>
            {file.status === 'confirmed' ? t('guarantee.status.confirmedNote', { date: date(file.confirmed_at) }) : t('guarantee.status.draftNote')}
          </Tag>
        </div>
        <p className={styles.statusText} data-testid="guarantee-status">
          {text}
        </p>
        {guarantee.status === 'refused' && guarantee.reason && <p>{guarantee.reason}</p>}
        {hint && <p className={styles.small}>{hint}</p>}
        <p className={styles.small}>{t('guarantee.status.rule')}</p>
      </div>
    </Card>
  );
}
