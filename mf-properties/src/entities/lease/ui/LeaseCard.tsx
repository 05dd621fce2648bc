import { confirm, errorText, formatDate, formatEuro, type Lease } from '@coloc/shared';
import { Alert, Button, Card } from '@coloc/shared/ui';
import clsx from 'clsx';
import { useState } from 'react';
import { useTexts } from '../../../i18n/useTexts';
import { formatDay } from '../../owner-common/model/formValues';
import page from '../../owner-common/ui/OwnerPage.module.css';
import type { LeaseAction } from '../api/leaseApi';
import styles from './Lease.module.css';

export function LeaseStatus({ status }: { status: Lease['status'] }) {
  const t = useTexts();
  return <span className={clsx(styles.status, styles[status])}>{t(`lease.status.${status}`)}</span>;
}

export function tenantLabel(lease: Lease): string {
  const name = [lease.tenant.first_name, lease.tenant.name].filter(Boolean).join(' ');
  return name || lease.tenant.email;
}

/**
 * One lease with what the viewer may do: the landlord sends a draft (sending is the landlord's
 * acceptance) or cancels it, the tenant accepts a sent lease when the server says so (can_accept),
 * both download the PDF.
 */
export function LeaseCard({
  lease,
  viewer,
  title,
  act,
  headingLevel = 3,
}: {
  lease: Lease;
  viewer: 'landlord' | 'tenant';
  title: string;
  act: (id: number, action: LeaseAction) => Promise<void>;
  /** 3 under the landlord's 'leases' section; 2 on the tenant's page, right under its title. */
  headingLevel?: 2 | 3;
}) {
  const t = useTexts();
  const [busy, setBusy] = useState<LeaseAction | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const name = tenantLabel(lease);
  const titleId = `lease-${lease.id}-title`;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  async function run(action: LeaseAction, done: string, ask?: { title: string; content: string; yes: string; no: string }) {
    if (ask && !(await confirm(ask))) return;
    setBusy(action);
    setOutcome(null);
    try {
      await act(lease.id, action);
      setOutcome({ ok: true, text: done });
    } catch (error) {
      setOutcome({ ok: false, text: errorText(error) });
    } finally {
      setBusy(null);
    }
  }

  const canCancel = viewer === 'landlord' && (lease.status === 'draft' || lease.status === 'sent');

  return (
    <Card as="article" className={styles.card} aria-labelledby={titleId}>
      <div className={styles.head}>
        <Heading id={titleId} className={styles.title}>
          {title}
        </Heading>
        <LeaseStatus status={lease.status} />
      </div>
      <ul className={styles.facts}>
        {viewer === 'landlord' && <li>{t('lease.list.tenant', { name })}</li>}
        <li>{t('lease.list.start', { date: formatDay(lease.start_date), months: lease.duration_months })}</li>
        <li>{t('lease.list.money', { rent: formatEuro(lease.rent), charges: formatEuro(lease.charges), deposit: formatEuro(lease.deposit) })}</li>
        <li>{lease.furnished ? t('lease.list.furnished') : t('lease.list.unfurnished')}</li>
        {lease.landlord_accepted_at && <li>{t('lease.list.landlordAccepted', { date: formatDate(lease.landlord_accepted_at) })}</li>}
        {lease.tenant_accepted_at && <li>{t('lease.list.tenantAccepted', { date: formatDate(lease.tenant_accepted_at) })}</li>}
      </ul>
      {lease.special_terms && (
        <details>
          <summary>{t('lease.list.specialTerms')}</summary>
          <p className={styles.terms}>{lease.special_terms}</p>
        </details>
      )}
      {viewer === 'landlord' && lease.status === 'draft' && <p className={styles.rule}>{t('lease.list.sendMeansAccept')}</p>}
      <div className={page.inlineActions}>
        <a className={styles.pdf} href={lease.pdf_url} download>
          {t('lease.actions.pdf')}
        </a>
        {viewer === 'landlord' && lease.status === 'draft' && (
          <Button size="sm" loading={busy === 'send'} disabled={busy !== null} onClick={() => void run('send', t('lease.actions.done.sent', { name }))}>
            {t('lease.actions.send')}
          </Button>
        )}
        {viewer === 'tenant' && lease.can_accept && (
          <Button
            size="sm"
            loading={busy === 'accept'}
            disabled={busy !== null}
            onClick={() =>
              void run('accept', t('lease.actions.done.accepted'), {
                title: t('lease.acceptConfirm.title'),
                content: t('lease.acceptConfirm.content'),
                yes: t('lease.acceptConfirm.yes'),
                no: t('lease.acceptConfirm.no'),
              })
            }
          >
            {t('lease.actions.accept')}
          </Button>
        )}
        {canCancel && (
          <Button
            variant="ghost"
            size="sm"
            loading={busy === 'cancel'}
            disabled={busy !== null}
            aria-label={t('lease.actions.cancelNamed', { name })}
            onClick={() =>
              void run('cancel', t('lease.actions.done.cancelled'), {
                title: t('lease.cancelConfirm.title'),
                content: t('lease.cancelConfirm.content', { name }),
                yes: t('lease.cancelConfirm.yes'),
                no: t('lease.cancelConfirm.no'),
              })
            }
          >
            {t('lease.actions.cancel')}
          </Button>
        )}
      </div>
      <p role="status" className={page.success}>
        {outcome?.ok ? outcome.text : ''}
      </p>
      {outcome && !outcome.ok && <Alert tone="error">{outcome.text}</Alert>}
    </Card>
  );
}
