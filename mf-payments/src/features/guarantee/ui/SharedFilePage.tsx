// /dossier-locataire/:token (public layout): the tenant file an owner opens from the link the
// tenant sent, with its documents (watermarked by the server on download). A revoked or unknown
// link says so in French.
import { formatDate, formatEuro, pathTo, type SharedTenantFile } from '@coloc/shared';
import { Alert, buttonClassName, Card, Container, SkeletonText, StatusPage, Tag } from '@coloc/shared/ui';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useTexts } from '../../../i18n/useTexts';
import { isShareToken, sizeParts } from '../model/rules';
import { $sharedError, $sharedFile, $sharedState, sharedFileOpened } from '../model/sharedFile';
import styles from './Guarantee.module.css';

export default function SharedFilePage() {
  const t = useTexts();
  const { token } = useParams<{ token: string }>();
  const [file, state, error, open] = useUnit([$sharedFile, $sharedState, $sharedError, sharedFileOpened]);
  const valid = isShareToken(token);

  useEffect(() => {
    if (valid) open(token);
  }, [open, token, valid]);

  const home = (
    <Link className={buttonClassName({ variant: 'secondary' })} to={pathTo('Home')}>
      {t('guarantee.shared.home')}
    </Link>
  );

  if (!valid || state === 'unknown') {
    return (
      <StatusPage code={404} title={t('guarantee.shared.unknownTitle')} actions={home}>
        <p>{t('guarantee.shared.unknownText')}</p>
      </StatusPage>
    );
  }
  if (state === 'revoked') {
    return (
      <StatusPage code={410} title={t('guarantee.shared.revokedTitle')} actions={home}>
        <p>{t('guarantee.shared.revokedText')}</p>
      </StatusPage>
    );
  }
  if (state === 'failed') {
    return (
      <StatusPage title={t('guarantee.shared.failedTitle')} actions={home}>
        {error && <p>{error}</p>}
      </StatusPage>
    );
  }
  return (
    <Container className={styles.page} style={{ marginInline: 'auto', paddingBlock: 'var(--tp-space-6)' }}>
      {state === 'loading' || !file ? <SkeletonText lines={6} label={t('guarantee.shared.loading')} /> : <SharedFile file={file} />}
    </Container>
  );
}

function guaranteeText(t: ReturnType<typeof useTexts>, guarantee: SharedTenantFile['guarantee']): string {
  switch (guarantee.status) {
    case 'accepted':
      return t('guarantee.shared.guaranteeAccepted', {
        amount: formatEuro((guarantee.max_rent_cents ?? 0) / 100, 0),
        date: guarantee.decided_at ? formatDate(guarantee.decided_at, 'short') : '',
      });
    case 'requested':
      return t('guarantee.shared.guaranteeRequested');
    case 'refused':
      return t('guarantee.shared.guaranteeRefused');
    default:
      return t('guarantee.shared.guaranteeNone');
  }
}

function SharedFile({ file }: { file: SharedTenantFile }) {
  const t = useTexts();
  return (
    <>
      <header>
        <h1 className={styles.title}>{t('guarantee.shared.title', { name: file.display_name })}</h1>
        <p className={styles.intro}>{t('guarantee.shared.intro')}</p>
      </header>
      <ul className={styles.tags} aria-label={t('guarantee.status.title')}>
        <li>
          <Tag tone={file.status === 'confirmed' ? 'success' : 'neutral'}>
            {file.status === 'confirmed' && file.confirmed_at ? t('guarantee.shared.confirmedOn', { date: formatDate(file.confirmed_at, 'short') }) : t('guarantee.shared.inProgress')}
          </Tag>
        </li>
        {file.complete && file.status === 'confirmed' && (
          <li>
            <Tag tone="success">{t('guarantee.shared.complete')}</Tag>
          </li>
        )}
        {file.guarantee.status === 'accepted' && (
          <li>
            <Tag tone="success">{t('guarantee.shared.guaranteeBadge')}</Tag>
          </li>
        )}
      </ul>
      <Card as="section" padding="lg" className={styles.section} aria-labelledby="shared-summary">
        <h2 id="shared-summary" className={styles.sectionTitle}>
          {t('guarantee.confirm.summary')}
        </h2>
        <dl className={styles.summary}>
          <dt>{t('guarantee.shared.situation')}</dt>
          <dd>{file.employment_label ?? t('guarantee.shared.notGiven')}</dd>
          <dt>{t('guarantee.shared.income')}</dt>
          <dd>{file.income_bracket ?? t('guarantee.shared.notGiven')}</dd>
          <dt>{t('guarantee.shared.guarantee')}</dt>
          <dd data-testid="shared-guarantee">{guaranteeText(t, file.guarantee)}</dd>
        </dl>
      </Card>
      <Card as="section" padding="lg" className={styles.section} aria-labelledby="shared-documents">
        <h2 id="shared-documents" className={styles.sectionTitle}>
          {t('guarantee.shared.documents')}
        </h2>
        {file.documents.length === 0 ? (
          <p className={styles.muted}>{t('guarantee.shared.noDocuments')}</p>
        ) : (
          <ul className={styles.docs}>
            {file.documents.map((document) => {
              const size = sizeParts(document.bytes);
              return (
                <li key={document.id} className={styles.doc}>
                  <span className={styles.docName}>
                    <span className={styles.docTitle}>{document.title}</span>
                    <span className={styles.small}>
                      {t(`guarantee.documents.categories.${document.category}`)} · {t(`guarantee.documents.size.${size.unit}`, { value: size.value })}
                    </span>
                  </span>
                  <a className={styles.link} href={document.download_url} download aria-label={t('guarantee.documents.downloadNamed', { title: document.title })}>
                    {t('guarantee.documents.download')}
                  </a>
                </li>
              );
            })}
          </ul>
        )}
        <Alert tone="info">{t('guarantee.shared.watermarkNote')}</Alert>
      </Card>
    </>
  );
}
