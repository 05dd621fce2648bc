// `diagnostics`: the French catalogue of technical surveys for the selected home, each with its
// state, date and report, and a warning at the top when one is missing, expired or expiring.
import { confirm, errorText, type Diagnostic, type HomeDocument } from '@coloc/shared';
import { Alert, Button, Card, SkeletonText } from '@coloc/shared/ui';
import clsx from 'clsx';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { useTexts } from '../../../i18n/useTexts';
import { formatDay } from '../../../entities/owner-common/model/formValues';
import page from '../../../entities/owner-common/ui/OwnerPage.module.css';
import { SelectedHomeGate } from '../../../entities/owner-common/ui/SelectedHomeGate';
import {
  $diagnostics,
  $documents,
  $loadError,
  $loadState,
  deleteDiagnosticFx,
  diagnosticsOpened,
  diagnosticsRetried,
  loadDiagnosticsFx,
} from '../model/diagnostics';
import { attentionList, badgeOf } from '../model/states';
import styles from './Diagnostics.module.css';
import { DiagnosticDialog } from './DiagnosticDialog';

export default function DiagnosticsPage() {
  const t = useTexts();
  return (
    <div className={page.page}>
      <header>
        <h1 className={page.title}>{t('diagnostics.title')}</h1>
        <p className={page.intro}>{t('diagnostics.intro')}</p>
      </header>
      <SelectedHomeGate noHome={t('diagnostics.noHome')}>{(homeId) => <DiagnosticsView homeId={homeId} />}</SelectedHomeGate>
    </div>
  );
}

function DiagnosticsView({ homeId }: { homeId: number }) {
  const t = useTexts();
  const [diagnostics, documents, state, error, reloading, open, retry] = useUnit([$diagnostics, $documents, $loadState, $loadError, loadDiagnosticsFx.pending, diagnosticsOpened, diagnosticsRetried]);
  const [editing, setEditing] = useState<{ diagnostic: Diagnostic | null; open: boolean }>({ diagnostic: null, open: false });
  const [done, setDone] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    open(homeId);
  }, [open, homeId]);

  if (state === 'loading') return <SkeletonText lines={8} label={t('diagnostics.loading')} />;
  if (state === 'failed')
    return (
      <Alert tone="error" title={t('diagnostics.loadFailed')}>
        {error && <p>{error}</p>}
        <Button variant="secondary" size="sm" loading={reloading} onClick={() => retry()}>
          {t('diagnostics.retry')}
        </Button>
      </Alert>
    );

  const attention = attentionList(diagnostics);
  const succeed = (text: string) => {
    setFailure(null);
    setDone(text);
  };

  return (
    <>
      {attention.length > 0 && (
        <Alert tone="warning" title={t('diagnostics.warning.title', { count: attention.length })}>
          <ul className={styles.warningList}>
            {attention.map((diagnostic) => (
              <li key={diagnostic.kind}>
                {diagnostic.state === 'missing'
                  ? t('diagnostics.warning.missing', { label: diagnostic.label })
                  : t(`diagnostics.warning.${diagnostic.state === 'expired' ? 'expired' : 'expiring'}`, {
                      label: diagnostic.label,
                      date: diagnostic.valid_until ? formatDay(diagnostic.valid_until) : '',
                    })}
              </li>
            ))}
          </ul>
        </Alert>
      )}
      <p role="status" className={page.success}>
        {done}
      </p>
      {failure && <Alert tone="error">{failure}</Alert>}
      <ul className={styles.grid} aria-label={t('diagnostics.title')}>
        {diagnostics.map((diagnostic) => (
          <li key={diagnostic.kind}>
            <DiagnosticCard
              homeId={homeId}
              diagnostic={diagnostic}
              documents={documents}
              onEdit={() => setEditing({ diagnostic, open: true })}
              onDeleted={() => succeed(t('diagnostics.done.deleted', { label: diagnostic.label }))}
              onFailed={(text) => {
                setDone('');
                setFailure(text);
              }}
            />
          </li>
        ))}
      </ul>
      {editing.diagnostic && (
        <DiagnosticDialog
          homeId={homeId}
          diagnostic={editing.diagnostic}
          documents={documents}
          open={editing.open}
          onOpenChange={(isOpen) => setEditing((current) => ({ ...current, open: isOpen }))}
          onSaved={() => succeed(t('diagnostics.done.saved', { label: editing.diagnostic?.label ?? '' }))}
        />
      )}
    </>
  );
}

function DiagnosticCard({
  homeId,
  diagnostic,
  documents,
  onEdit,
  onDeleted,
  onFailed,
}: {
  homeId: number;
  diagnostic: Diagnostic;
  documents: readonly HomeDocument[];
  onEdit: () => void;
  onDeleted: () => void;
  onFailed: (text: string) => void;
}) {
  const t = useTexts();
  const remove = useUnit(deleteDiagnosticFx);
  const [deleting, setDeleting] = useState(false);
  const badge = badgeOf(diagnostic);
  const report = diagnostic.document_id === null ? null : documents.find((doc) => doc.id === diagnostic.document_id) ?? null;
  const titleId = `diagnostic-${diagnostic.kind}`;
  const done = diagnostic.performed_on !== null;

  async function askDelete() {
    const yes = await confirm({
      title: t('diagnostics.deleteConfirm.title'),
      content: t('diagnostics.deleteConfirm.content', { label: diagnostic.label }),
      yes: t('diagnostics.deleteConfirm.yes'),
      no: t('diagnostics.deleteConfirm.no'),
    });
    if (!yes) return;
    setDeleting(true);
    try {
      await remove({ homeId, kind: diagnostic.kind });
      onDeleted();
    } catch (error) {
      onFailed(errorText(error));
    } finally {
      setDeleting(false);
    }
  }

  return (
    <Card as="article" className={clsx(styles.card, styles[`card_${diagnostic.state}`])} aria-labelledby={titleId}>
      <div className={styles.cardHead}>
        <h2 id={titleId} className={styles.cardTitle}>
          {diagnostic.label}
        </h2>
        <span className={clsx(styles.badge, styles[badge])}>{t(`diagnostics.state.${badge}`, { date: diagnostic.valid_until ? formatDay(diagnostic.valid_until) : '' })}</span>
      </div>
      <p className={styles.hint}>{diagnostic.hint}</p>
      <ul className={styles.facts}>
        <li>{done ? t('diagnostics.card.performedOn', { date: formatDay(diagnostic.performed_on!) }) : t('diagnostics.card.notDone')}</li>
        {done && <li>{diagnostic.valid_until ? t('diagnostics.card.validUntil', { date: formatDay(diagnostic.valid_until) }) : t('diagnostics.card.noExpiry')}</li>}
        <li>
          {report ? (
            <>
              {t('diagnostics.card.document')}
              <a href={report.download_url} download>
                {report.title}
              </a>
            </>
          ) : (
            t('diagnostics.card.noDocument')
          )}
        </li>
      </ul>
      <div className={page.inlineActions}>
        <Button variant={done || !diagnostic.required ? 'secondary' : 'primary'} size="sm" aria-label={t(done ? 'diagnostics.card.editNamed' : 'diagnostics.card.fillNamed', { label: diagnostic.label })} onClick={onEdit}>
          {t(done ? 'diagnostics.card.edit' : 'diagnostics.card.fill')}
        </Button>
        {done && (
          <Button variant="ghost" size="sm" loading={deleting} aria-label={t('diagnostics.card.deleteNamed', { label: diagnostic.label })} onClick={() => void askDelete()}>
            {t('diagnostics.card.delete')}
          </Button>
        )}
      </div>
    </Card>
  );
}
