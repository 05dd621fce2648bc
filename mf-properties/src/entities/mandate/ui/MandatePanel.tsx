import type { Home, MandateView } from '@coloc/shared';
import { Alert, Button, buttonClassName, SkeletonText } from '@coloc/shared/ui';
import { useUnit } from 'effector-react';
import { useEffect, useId } from 'react';
import { useLocation } from 'react-router-dom';
import { useTexts } from '../../../i18n/useTexts';
import { $busyMandates, $mandates, $panelErrors, $panelStates, countersignClicked, declineClicked, mandatePanelOpened } from '../model/mandate';
import styles from './MandatePanel.module.css';

const DAY = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Paris' });
export const frenchDay = (iso: string) => DAY.format(new Date(iso));

/** The owner comes back here after signing at the provider. */
function signingHref(mandate: MandateView, returnPath: string): string {
  return `${mandate.signing_url}?return_path=${encodeURIComponent(returnPath)}`;
}

/** A home's mandate for its two parties: state, dated steps, and what each can do now. */
export function MandatePanel({ home }: { home: Pick<Home, 'id' | 'mandate_status'> }) {
  const t = useTexts();
  const titleId = useId();
  const location = useLocation();
  const [mandates, states, errors, busy] = useUnit([$mandates, $panelStates, $panelErrors, $busyMandates]);
  const [countersign, decline, open] = useUnit([countersignClicked, declineClicked, mandatePanelOpened]);
  useEffect(() => {
    open(home.id);
  }, [home.id, home.mandate_status, open]);

  const mandate = mandates[home.id];
  const state = states[home.id] ?? 'loading';
  if (state === 'failed') {
    return (
      <Alert tone="error" title={t('mandate.loadFailed')}>
        <p>{errors[home.id]}</p>
        <Button variant="secondary" size="sm" onClick={() => open(home.id)}>
          {t('mandate.retry')}
        </Button>
      </Alert>
    );
  }
  if (mandate === undefined) return <SkeletonText lines={2} label={t('mandate.loading')} />;
  if (mandate === null) return null;
  const working = busy.includes(mandate.id);
  const open_ = mandate.status === 'signing' || mandate.status === 'signed';

  return (
    <section className={styles.panel} aria-labelledby={titleId} data-testid="mandate-panel">
      <h3 id={titleId} className={styles.title}>
        {t('mandate.title')} · {mandate.reference}
      </h3>
      <ul className={styles.facts}>
        <li>{mandate.role === 'owner' ? t('mandate.agent', { name: mandate.agent_name }) : t('mandate.owner', { name: mandate.owner_name })}</li>
        <li>{t('mandate.fees', { fees: mandate.fees })}</li>
        <li>{t('mandate.duration', { duration: mandate.duration })}</li>
      </ul>
      <ol className={styles.steps} aria-label={t('mandate.steps')}>
        {mandate.events.map((event) => (
          <li key={`${event.kind}-${event.at}`}>{t(`mandate.event.${event.kind}`, { date: frenchDay(event.at), provider: mandate.provider_name })}</li>
        ))}
      </ol>
      {open_ && <p className={styles.note}>{t('mandate.deadline', { date: frenchDay(mandate.expires_at) })}</p>}
      {mandate.role === 'owner' && mandate.status === 'signed' && <p className={styles.note}>{t('mandate.waitingAgent')}</p>}
      {mandate.role === 'agent' && mandate.status === 'signing' && <p className={styles.note}>{t('mandate.waitingOwner')}</p>}
      <div className={styles.actions}>
        {mandate.can_sign && mandate.signing_url && (
          <a className={buttonClassName({ size: 'sm' })} href={signingHref(mandate, `${location.pathname}${location.search}`)}>
            {t('mandate.sign')}
          </a>
        )}
        {mandate.can_countersign && (
          <Button size="sm" loading={working} onClick={() => countersign(mandate)}>
            {t('mandate.countersign')}
          </Button>
        )}
        <a className={buttonClassName({ variant: 'secondary', size: 'sm' })} href={mandate.pdf_url} download>
          {t('mandate.download')}
        </a>
        {mandate.can_decline && (
          <Button variant="ghost" size="sm" disabled={working} onClick={() => decline(mandate)}>
            {t('mandate.decline')}
          </Button>
        )}
      </div>
    </section>
  );
}
