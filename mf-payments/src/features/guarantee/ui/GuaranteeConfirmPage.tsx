// `garantie/confirmer`: the file's summary, the sworn statement, and once confirmed the decision
// on the rent guarantee. An incomplete file says what is missing and leads back to « Mon dossier ».
import { $user, formatEuro, pathTo, type TenantFile } from '@coloc/shared';
import { Alert, Button, buttonClassName, Card, CheckboxField } from '@coloc/shared/ui';
import { useSubmit } from '@coloc/shared/ui/useSubmit';
import { useUnit } from 'effector-react';
import { Fragment, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTexts } from '../../../i18n/useTexts';
import { confirmFileFx } from '../model/tenantFile';
import { CATEGORIES, isEmploymentStatus, missingParts } from '../model/rules';
import styles from './Guarantee.module.css';
import { GuaranteeStatus } from './GuaranteeStatus';
import { joinFrench } from './ProgressMeter';
import { TenantFileGate } from './TenantFileGate';

export default function GuaranteeConfirmPage() {
  const t = useTexts();
  const user = useUnit($user);
  const location = useLocation();
  const [justConfirmed, setJustConfirmed] = useState(false);
  const back = (
    <Link className={buttonClassName({ variant: 'secondary' })} to={pathTo('DashboardGuarantee', {}, { user, from: location })}>
      {t('guarantee.confirm.backToFile')}
    </Link>
  );

  return (
    <TenantFileGate title={t('guarantee.confirm.title')} intro={t('guarantee.confirm.intro')} loadingLines={5}>
      {(file) => (
        <>
          <Summary file={file} />
          {file.status === 'confirmed' ? (
            <>
              <Alert tone="success">{justConfirmed ? t('guarantee.confirm.done') : t('guarantee.confirm.already')}</Alert>
              <GuaranteeStatus file={file} />
              <div className={styles.actions}>{back}</div>
            </>
          ) : !file.complete ? (
            <>
              <Alert tone="warning" title={t('guarantee.confirm.missingTitle')}>
                <p>{t('guarantee.confirm.missingText', { list: joinFrench(missingParts(file).map((part) => t(`guarantee.progress.parts.${part}`))) })}</p>
              </Alert>
              <div className={styles.actions}>
                <Link className={buttonClassName()} to={pathTo('DashboardGuarantee', {}, { user, from: location })}>
                  {t('guarantee.confirm.completeFile')}
                </Link>
              </div>
            </>
          ) : (
            <SwornStatement onConfirmed={() => setJustConfirmed(true)} back={back} />
          )}
        </>
      )}
    </TenantFileGate>
  );
}

function Summary({ file }: { file: TenantFile }) {
  const t = useTexts();
  return (
    <Card as="section" padding="lg" className={styles.section} aria-labelledby="confirm-summary-title">
      <h2 id="confirm-summary-title" className={styles.sectionTitle}>
        {t('guarantee.confirm.summary')}
      </h2>
      <dl className={styles.summary}>
        <dt>{t('guarantee.confirm.situation')}</dt>
        <dd>{isEmploymentStatus(file.employment_status) ? t(`guarantee.employment.${file.employment_status}`) : t('guarantee.confirm.notGiven')}</dd>
        <dt>{t('guarantee.confirm.income')}</dt>
        <dd>{file.monthly_income_cents === null ? t('guarantee.confirm.notGiven') : formatEuro(file.monthly_income_cents / 100)}</dd>
        {CATEGORIES.map((category) => {
          const count = file.documents.filter((doc) => doc.category === category).length;
          return (
            <Fragment key={category}>
              <dt>{t(`guarantee.documents.categories.${category}`)}</dt>
              <dd>{count === 0 ? t('guarantee.confirm.notGiven') : t('guarantee.confirm.documentsCount', { count })}</dd>
            </Fragment>
          );
        })}
      </dl>
    </Card>
  );
}

function SwornStatement({ onConfirmed, back }: { onConfirmed: () => void; back: ReactNode }) {
  const t = useTexts();
  const confirmFile = useUnit(confirmFileFx);
  const [sworn, setSworn] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const { pending: sending, error: failure, submit: send } = useSubmit(async () => {
    await confirmFile();
    onConfirmed();
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (!sworn) return;
    await send();
  }

  return (
    <Card padding="lg">
      <form className={styles.form} onSubmit={submit} noValidate aria-label={t('guarantee.confirm.title')}>
      <CheckboxField label={t('guarantee.confirm.sworn')} checked={sworn} error={submitted && !sworn ? t('guarantee.confirm.swornRequired') : null} onChange={(event) => setSworn(event.target.checked)} />
      {failure && <Alert tone="error">{failure}</Alert>}
      <div className={styles.formActions}>
        {back}
        <Button type="submit" loading={sending}>
          {t('guarantee.confirm.submit')}
        </Button>
      </div>
      </form>
    </Card>
  );
}
