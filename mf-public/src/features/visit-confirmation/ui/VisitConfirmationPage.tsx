import { $user, errorStatus, errorText, pathTo } from '@coloc/shared';
import { Alert, Button, buttonClassName, SkeletonText } from '@coloc/shared/ui';
import { useUnit } from 'effector-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTexts } from '../../../i18n/useTexts';
import { FormPageLayout } from '../../../entities/page/ui/FormPageLayout';
import { confirmVisit, fetchVisitConfirmation, type VisitConfirmation } from '../api/visitConfirmationApi';
import styles from './VisitConfirmationPage.module.css';

type Load =
  | { state: 'loading' }
  | { state: 'ready'; visit: VisitConfirmation }
  /** The API's French reason: an unknown link (404), a visit cancelled or past (410). */
  | { state: 'refused'; message: string }
  | { state: 'failed'; message: string };

// Visits happen in France: the date is written in Paris time whatever the browser's zone.
const whenFormat = new Intl.DateTimeFormat('fr-FR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Paris',
});
const dateFormat = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Paris' });

function addressLines(home: VisitConfirmation['home']): string[] {
  return [home.address, home.address2, [home.postal_code, home.city].filter(Boolean).join(' ')].filter((line): line is string => !!line);
}

/** `confirmation-visite?token=…`, opened from the e-mail sent when the host accepts a visit. */
export default function VisitConfirmationPage() {
  const t = useTexts();
  const user = useUnit($user);
  const token = new URLSearchParams(useLocation().search).get('token')?.trim() ?? '';
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [confirming, setConfirming] = useState(false);
  const [confirmError, setConfirmError] = useState<string | null>(null);
  const successHeading = useRef<HTMLHeadingElement>(null);
  const [justConfirmed, setJustConfirmed] = useState(false);

  const read = useCallback(
    (signal?: AbortSignal) => {
      if (!token) return;
      setLoad({ state: 'loading' });
      fetchVisitConfirmation(token, signal)
        .then((visit) => setLoad({ state: 'ready', visit }))
        .catch((error: unknown) => {
          if (signal?.aborted) return;
          const status = errorStatus(error);
          setLoad({ state: status === 404 || status === 410 ? 'refused' : 'failed', message: errorText(error) });
        });
    },
    [token],
  );

  useEffect(() => {
    const controller = new AbortController();
    read(controller.signal);
    return () => controller.abort();
  }, [read]);

  // The button disappears on success: the focus goes to the message that replaces it.
  useEffect(() => {
    if (justConfirmed) successHeading.current?.focus();
  }, [justConfirmed]);

  async function confirm() {
    setConfirming(true);
    setConfirmError(null);
    try {
      const visit = await confirmVisit(token);
      setLoad({ state: 'ready', visit });
      setJustConfirmed(true);
    } catch (error) {
      const status = errorStatus(error);
      if (status === 404 || status === 410) setLoad({ state: 'refused', message: errorText(error) });
      else setConfirmError(errorText(error));
    } finally {
      setConfirming(false);
    }
  }

  const homeLink = (
    <Link className={buttonClassName({ variant: 'secondary' })} to="/">
      {t('visitConfirmation.home')}
    </Link>
  );

  if (!token) {
    return (
      <FormPageLayout title={t('visitConfirmation.title')}>
        <Alert tone="warning" title={t('visitConfirmation.incompleteTitle')}>
          <p>{t('visitConfirmation.incompleteText')}</p>
        </Alert>
        <p className={styles.actions}>{homeLink}</p>
      </FormPageLayout>
    );
  }

  if (load.state === 'loading') {
    return (
      <FormPageLayout title={t('visitConfirmation.title')}>
        <SkeletonText lines={5} label={t('visitConfirmation.loading')} />
      </FormPageLayout>
    );
  }

  if (load.state === 'refused' || load.state === 'failed') {
    return (
      <FormPageLayout title={t('visitConfirmation.title')}>
        <Alert tone={load.state === 'refused' ? 'warning' : 'error'} title={t('visitConfirmation.invalidTitle')}>
          <p>{load.message}</p>
        </Alert>
        <p className={styles.actions}>
          {load.state === 'failed' && (
            <Button variant="primary" onClick={() => read()}>
              {t('visitConfirmation.retry')}
            </Button>
          )}
          {homeLink}
        </p>
      </FormPageLayout>
    );
  }

  const { visit } = load;
  const hostName = `${visit.host.first_name} ${visit.host.name_initial}`.trim();
  const confirmed = visit.confirmed_at !== null;
  const agendaLink = pathTo('DashboardAgenda', {}, { user });

  return (
    <FormPageLayout title={t('visitConfirmation.title')} intro={confirmed ? undefined : <p>{t('visitConfirmation.intro')}</p>}>
      <article className={styles.visit} aria-labelledby="visit-home-name">
        {visit.home.image_link && <img className={styles.photo} src={visit.home.image_link} alt="" width={320} height={240} />}
        <h2 id="visit-home-name" className={styles.homeName}>
          {visit.home.name ?? visit.home.city ?? t('visitConfirmation.advert')}
        </h2>
        <dl className={styles.facts}>
          <div>
            <dt>{t('visitConfirmation.when')}</dt>
            <dd className={styles.when}>{whenFormat.format(new Date(visit.starts_at))}</dd>
          </div>
          <div>
            <dt>{t('visitConfirmation.where')}</dt>
            <dd>
              {addressLines(visit.home).map((line) => (
                <span key={line} className={styles.line}>
                  {line}
                </span>
              ))}
            </dd>
          </div>
          <div>
            <dt>{t('visitConfirmation.host')}</dt>
            <dd>{hostName}</dd>
          </div>
        </dl>
      </article>

      {confirmed ? (
        <div className={styles.success} role="status">
          <h2 ref={successHeading} tabIndex={-1} className={styles.successTitle}>
            {t('visitConfirmation.confirmedTitle')}
          </h2>
          <p>{t('visitConfirmation.confirmedText', { host: hostName })}</p>
          <p className={styles.muted}>{t('visitConfirmation.confirmedOn', { date: dateFormat.format(new Date(visit.confirmed_at!)) })}</p>
        </div>
      ) : (
        <>
          {confirmError && <Alert tone="error">{confirmError}</Alert>}
          <Button size="lg" block loading={confirming} onClick={confirm}>
            {t('visitConfirmation.confirm')}
          </Button>
        </>
      )}

      <p className={styles.muted}>{t('visitConfirmation.cancelHint')}</p>
      <p className={styles.actions}>
        <Link className={buttonClassName({ variant: 'secondary' })} to={visit.home.link}>
          {t('visitConfirmation.advert')}
        </Link>
        <Link className={buttonClassName({ variant: 'ghost' })} to={agendaLink}>
          {t('visitConfirmation.agenda')}
        </Link>
      </p>
    </FormPageLayout>
  );
}
