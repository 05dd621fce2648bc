import type { Diagnostic, HomeDocument } from '@coloc/shared';
import { Alert, Button, Dialog, SelectField, TextField } from '@coloc/shared/ui';
import { useSubmit } from '@coloc/shared/ui/useSubmit';
import { useUnit } from 'effector-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTexts } from '../../../i18n/useTexts';
import { UploadDocumentForm } from '../../../entities/documents/ui/UploadDocumentForm';
import { isIsoDate, todayInParis } from '../../../entities/owner-common/model/formValues';
import page from '../../../entities/owner-common/ui/OwnerPage.module.css';
import { saveDiagnosticFx, uploadReportFx } from '../model/diagnostics';
import styles from './Diagnostics.module.css';

/** The date a diagnostic was made and its report: one of the home's documents, or one uploaded here. */
export function DiagnosticDialog({
  homeId,
  diagnostic,
  documents,
  open,
  onOpenChange,
  onSaved,
}: {
  homeId: number;
  diagnostic: Diagnostic;
  documents: readonly HomeDocument[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved: () => void;
}) {
  const t = useTexts();
  const [save, upload] = useUnit([saveDiagnosticFx, uploadReportFx]);
  const formId = `diagnostic${useId().replace(/:/g, '')}`;
  const form = useRef<HTMLFormElement>(null);
  const [performedOn, setPerformedOn] = useState('');
  const [documentId, setDocumentId] = useState('');
  const [uploaded, setUploaded] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const { pending: sending, error: failure, submit: send, clearError } = useSubmit(async () => {
    await save({ homeId, kind: diagnostic.kind, input: { performed_on: performedOn, document_id: documentId ? Number(documentId) : null } });
    onSaved();
    onOpenChange(false);
  });

  useEffect(() => {
    if (!open) return;
    setPerformedOn(diagnostic.performed_on ?? '');
    setDocumentId(diagnostic.document_id === null ? '' : String(diagnostic.document_id));
    setUploaded('');
    setSubmitted(false);
    clearError();
  }, [open, diagnostic, clearError]);

  const today = todayInParis();
  const dateError = !performedOn.trim()
    ? t('diagnostics.form.required')
    : !isIsoDate(performedOn)
      ? t('diagnostics.form.date')
      : performedOn > today
        ? t('diagnostics.form.future')
        : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (dateError) {
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    await send();
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('diagnostics.form.title', { label: diagnostic.label })}
      description={diagnostic.hint}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('diagnostics.form.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={sending}>
            {t('diagnostics.form.submit')}
          </Button>
        </>
      }
    >
      <form id={formId} ref={form} className={page.form} onSubmit={submit} noValidate>
        <TextField
          label={t('diagnostics.form.performedOn')}
          type="date"
          required
          max={today}
          value={performedOn}
          error={submitted ? dateError : null}
          onChange={(event) => setPerformedOn(event.target.value)}
        />
        <SelectField
          label={t('diagnostics.form.document')}
          hint={t('diagnostics.form.documentHint')}
          placeholder={t('diagnostics.form.noDocument')}
          options={documents.map((doc) => ({ value: String(doc.id), label: doc.title }))}
          value={documentId}
          onChange={(event) => setDocumentId(event.target.value)}
        />
        {failure && <Alert tone="error">{failure}</Alert>}
      </form>
      {/* A form of its own (forms do not nest): the file is stored with the home's documents, then chosen above. */}
      <details className={styles.upload}>
        <summary>{t('diagnostics.form.uploadTitle')}</summary>
        <UploadDocumentForm
          category="diagnostic"
          title={diagnostic.label}
          withSharing={false}
          submitLabel={t('diagnostics.form.uploadSubmit')}
          send={(file) => upload({ homeId, upload: file })}
          onUploaded={(created) => {
            setDocumentId(String(created.id));
            setUploaded(t('diagnostics.form.uploaded', { title: created.title }));
          }}
        />
      </details>
      <p role="status" className={page.success}>
        {uploaded}
      </p>
    </Dialog>
  );
}
