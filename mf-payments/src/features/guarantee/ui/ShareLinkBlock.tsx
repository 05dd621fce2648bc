import { confirm, errorText, formatDate, type TenantFile } from '@coloc/shared';
import { Alert, Button, Card, TextField } from '@coloc/shared/ui';
import { useUnit } from 'effector-react';
import { useEffect, useRef, useState } from 'react';
import { useTexts } from '../../../i18n/useTexts';
import { createShareFx, revokeShareFx } from '../model/tenantFile';
import styles from './Guarantee.module.css';

const COPIED_MS = 4000;

/** The revocable link an owner opens without an account: create, copy, renew, revoke, and how often it was read. */
export function ShareLinkBlock({ file }: { file: TenantFile }) {
  const t = useTexts();
  const [create, revoke] = useUnit([createShareFx, revokeShareFx]);
  const [busy, setBusy] = useState<'create' | 'revoke' | null>(null);
  const [done, setDone] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<number | undefined>(undefined);
  const share = file.share;

  useEffect(() => () => window.clearTimeout(timer.current), []);

  async function run(kind: 'create' | 'revoke', action: () => Promise<unknown>, success: string) {
    setBusy(kind);
    setFailure(null);
    setDone('');
    try {
      await action();
      setDone(success);
      setCopy('idle');
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setBusy(null);
    }
  }

  async function makeLink() {
    if (share) {
      const yes = await confirm({ title: t('guarantee.share.renewConfirm.title'), content: t('guarantee.share.renewConfirm.content'), yes: t('guarantee.share.renewConfirm.yes'), no: t('guarantee.share.renewConfirm.no') });
      if (!yes) return;
    }
    await run('create', () => create(), t('guarantee.share.created'));
  }

  async function revokeLink() {
    const yes = await confirm({ title: t('guarantee.share.revokeConfirm.title'), content: t('guarantee.share.revokeConfirm.content'), yes: t('guarantee.share.revokeConfirm.yes'), no: t('guarantee.share.revokeConfirm.no') });
    if (!yes) return;
    await run('revoke', () => revoke(), t('guarantee.share.revoked'));
  }

  async function copyLink(url: string) {
    window.clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(url);
      setCopy('copied');
      timer.current = window.setTimeout(() => setCopy('idle'), COPIED_MS);
    } catch {
      setCopy('failed');
    }
  }

  return (
    <Card as="section" padding="lg" className={styles.section} aria-labelledby="share-title">
      <h2 id="share-title" className={styles.sectionTitle}>
        {t('guarantee.share.title')}
      </h2>
      <p className={styles.muted}>{t('guarantee.share.intro')}</p>
      {file.status === 'draft' && <p className={styles.small}>{t('guarantee.share.draftWarning')}</p>}
      {share && (
        <>
          <div className={styles.shareRow}>
            <TextField label={t('guarantee.share.link')} value={share.url} readOnly inputClassName={styles.url} onFocus={(event) => event.currentTarget.select()} />
            <Button variant="secondary" onClick={() => void copyLink(share.url)}>
              {t('guarantee.share.copy')}
            </Button>
          </div>
          <p className={styles.small} data-testid="share-views">
            {t('guarantee.share.createdOn', { date: formatDate(share.created_at, 'short') })} ·{' '}
            {share.views === 0 ? t('guarantee.share.noViews') : t('guarantee.share.views', { count: share.views })}
            {share.last_viewed_at ? ` (${t('guarantee.share.lastView', { date: formatDate(share.last_viewed_at, 'dateTime') })})` : ''}
          </p>
          <p role="status" className={styles.notice}>
            {copy === 'copied' ? t('guarantee.share.copied') : ''}
          </p>
          {copy === 'failed' && <Alert tone="warning">{t('guarantee.share.copyFailed')}</Alert>}
        </>
      )}
      <p role="status" className={styles.notice}>
        {done}
      </p>
      {failure && <Alert tone="error">{failure}</Alert>}
      <div className={styles.actions}>
        <Button variant={share ? 'secondary' : 'primary'} loading={busy === 'create'} onClick={() => void makeLink()}>
          {share ? t('guarantee.share.renew') : t('guarantee.share.create')}
        </Button>
        {share && (
          <Button variant="danger" loading={busy === 'revoke'} onClick={() => void revokeLink()}>
            {t('guarantee.share.revoke')}
          </Button>
        )}
      </div>
      {share && <p className={styles.small}>{t('guarantee.share.renewHint')}</p>}
    </Card>
  );
}
