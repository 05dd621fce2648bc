import { confirm, errorText, formatDate, type HomeDocument } from '@coloc/shared';
import { Alert, Button, FormDialog, TextField } from '@coloc/shared/ui';
import { useSubmit } from '@coloc/shared/ui/useSubmit';
import { useUnit } from 'effector-react';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTexts } from '../../../i18n/useTexts';
import page from '../../owner-common/ui/OwnerPage.module.css';
import table from '../../owner-common/ui/ResponsiveTable.module.css';
import { DOCUMENT_TITLE_MAX, sizeParts } from '../model/files';
import { deleteDocumentFx, updateDocumentFx } from '../model/documents';
import styles from './Documents.module.css';

export interface DocumentNotice {
  done: string;
  failure: string | null;
  succeed: (text: string) => void;
  fail: (text: string) => void;
}

/** The one line under the list that says what the last action did (or why it failed). */
export function useDocumentNotice(): DocumentNotice {
  const [done, setDone] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const succeed = useCallback((text: string) => {
    setFailure(null);
    setDone(text);
  }, []);
  const fail = useCallback((text: string) => {
    setDone('');
    setFailure(text);
  }, []);
  return { done, failure, succeed, fail };
}

export function DocumentSize({ bytes }: { bytes: number }) {
  const t = useTexts();
  const { unit, value } = sizeParts(bytes);
  return <>{t(`documents.size.${unit}`, { value })}</>;
}

export function DocumentsTable({ documents, notice }: { documents: readonly HomeDocument[]; notice: DocumentNotice }) {
  const t = useTexts();
  const [update, remove] = useUnit([updateDocumentFx, deleteDocumentFx]);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [renaming, setRenaming] = useState<{ document: HomeDocument | null; open: boolean }>({ document: null, open: false });

  async function run(id: number, action: () => Promise<string>) {
    setBusyId(id);
    try {
      notice.succeed(await action());
    } catch (error) {
      notice.fail(errorText(error));
    } finally {
      setBusyId(null);
    }
  }

  const toggleShared = (document: HomeDocument, shared: boolean) =>
    run(document.id, async () => {
      await update({ id: document.id, change: { shared } });
      return t(shared ? 'documents.done.shared' : 'documents.done.unshared', { title: document.title });
    });

  async function askDelete(document: HomeDocument) {
    const yes = await confirm({
      title: t('documents.deleteConfirm.title'),
      content: t('documents.deleteConfirm.content', { title: document.title }),
      yes: t('documents.deleteConfirm.yes'),
      no: t('documents.deleteConfirm.no'),
    });
    if (!yes) return;
    await run(document.id, async () => {
      await remove(document.id);
      return t('documents.done.deleted', { title: document.title });
    });
  }

  return (
    <div className={table.wrap}>
      <table className={table.table} aria-labelledby="documents-list-title">
        <thead>
          <tr>
            <th scope="col">{t('documents.list.document')}</th>
            <th scope="col">{t('documents.list.category')}</th>
            <th scope="col" className={table.numeric}>
              {t('documents.list.size')}
            </th>
            <th scope="col">{t('documents.list.date')}</th>
            <th scope="col">{t('documents.list.shared')}</th>
            <th scope="col">
              <span className={styles.small}>{t('documents.list.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {documents.map((document) => (
            <tr key={document.id}>
              <th scope="row" data-label={t('documents.list.document')}>
                <span className={styles.docTitle}>{document.title}</span>
                <span className={styles.small}>{t('documents.list.by', { name: document.uploaded_by })}</span>
              </th>
              <td data-label={t('documents.list.category')}>{t(`documents.category.${document.category}`)}</td>
              <td data-label={t('documents.list.size')} className={table.numeric}>
                <DocumentSize bytes={document.bytes} />
              </td>
              <td data-label={t('documents.list.date')}>{formatDate(document.created_at, 'short')}</td>
              <td data-label={t('documents.list.shared')}>
                <input
                  type="checkbox"
                  className={styles.toggle}
                  checked={document.shared}
                  disabled={busyId === document.id}
                  aria-label={t('documents.list.sharedNamed', { title: document.title })}
                  onChange={(event) => void toggleShared(document, event.target.checked)}
                />
              </td>
              <td data-label="">
                <div className={table.actions}>
                  <a className={styles.download} href={document.download_url} download aria-label={t('documents.list.downloadNamed', { title: document.title })}>
                    {t('documents.list.download')}
                  </a>
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={busyId === document.id}
                    aria-label={t('documents.list.renameNamed', { title: document.title })}
                    onClick={() => setRenaming({ document, open: true })}
                  >
                    {t('documents.list.rename')}
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    loading={busyId === document.id}
                    aria-label={t('documents.list.deleteNamed', { title: document.title })}
                    onClick={() => void askDelete(document)}
                  >
                    {t('documents.list.delete')}
                  </Button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {renaming.document && (
        <RenameDialog
          document={renaming.document}
          open={renaming.open}
          onOpenChange={(open) => setRenaming((current) => ({ ...current, open }))}
          onRenamed={() => notice.succeed(t('documents.done.renamed'))}
        />
      )}
    </div>
  );
}

function RenameDialog({ document, open, onOpenChange, onRenamed }: { document: HomeDocument; open: boolean; onOpenChange: (open: boolean) => void; onRenamed: () => void }) {
  const t = useTexts();
  const update = useUnit(updateDocumentFx);
  const [title, setTitle] = useState(document.title);
  const [submitted, setSubmitted] = useState(false);
  const { pending: sending, error: failure, submit: send, clearError } = useSubmit(async (newTitle: string) => {
    await update({ id: document.id, change: { title: newTitle } });
    onRenamed();
    onOpenChange(false);
  });

  useEffect(() => {
    if (!open) return;
    setTitle(document.title);
    setSubmitted(false);
    clearError();
  }, [open, document, clearError]);

  const error = !title.trim() ? t('documents.errors.required') : title.trim().length > DOCUMENT_TITLE_MAX ? t('documents.errors.titleTooLong') : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (error) return;
    await send(title.trim());
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('documents.rename.title')}
      cancelLabel={t('documents.rename.cancel')}
      submitLabel={t('documents.rename.submit')}
      sending={sending}
      onSubmit={submit}
      formClassName={page.form}
    >
      <TextField label={t('documents.rename.label')} required value={title} error={submitted ? error : null} onChange={(event) => setTitle(event.target.value)} />
      {failure && <Alert tone="error">{failure}</Alert>}
    </FormDialog>
  );
}
