// The referral box (SPEC 1): the sponsor link with a copy button, what it earned, and the promise
// of a free month for both.
import { Alert, Button, Card, SkeletonText, Tag, TextField } from '@coloc/shared/ui';
import clsx from 'clsx';
import { useUnit } from 'effector-react';
import { useEffect, useId } from 'react';
import { useTexts } from '../../../i18n/useTexts';
import { $copyState, $referral, $referralFailed, copyLinkFx, referralOpened } from '../model/referral';
import styles from './ReferralBox.module.css';

export function ReferralBox() {
  const t = useTexts();
  const titleId = useId();
  const [info, failed, copyState, copy] = useUnit([$referral, $referralFailed, $copyState, copyLinkFx]);

  useEffect(() => {
    referralOpened();
  }, []);

  return (
    <Card as="section" padding="lg" className={styles.box} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('referral.title')}
      </h2>
      <p className={styles.promise}>{t('referral.promise')}</p>
      <p className={styles.text}>{t('referral.explain')}</p>
      {failed ? (
        <Alert tone="warning">{t('referral.loadFailed')}</Alert>
      ) : !info ? (
        <SkeletonText lines={2} label={t('referral.loading')} />
      ) : (
        <>
          <div className={styles.copyRow}>
            <TextField label={t('referral.linkLabel')} value={info.link} readOnly onFocus={(event) => event.currentTarget.select()} />
            <Button variant="secondary" onClick={() => void copy(info.link).catch(() => undefined)}>
              {t('referral.copy')}
            </Button>
          </div>
          <p role="status" className={clsx(styles.status, copyState === 'copied' && styles.ok, copyState === 'failed' && styles.ko)}>
            {copyState === 'copied' && t('referral.copied')}
            {copyState === 'failed' && t('referral.copyFailed')}
          </p>
          <p className={styles.muted}>{t('referral.code', { code: info.code })}</p>
          <ul className={styles.figures}>
            <li>
              <Tag tone="secondary">{t('referral.sponsored', { count: info.sponsored_count })}</Tag>
            </li>
            <li>
              <Tag tone="success">{t('referral.months', { count: info.free_months_earned })}</Tag>
            </li>
          </ul>
          {info.sponsor_first_name && <p className={styles.muted}>{t('referral.sponsoredBy', { name: info.sponsor_first_name })}</p>}
        </>
      )}
    </Card>
  );
}
