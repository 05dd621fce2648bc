import type { DocumentCategory, HomeDocument } from '@coloc/shared';
import { Alert, Button, CheckboxField, SelectField, TextField } from '@coloc/shared/ui';
import { useSubmit } from '@coloc/shared/ui/useSubmit';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTexts } from '../../../i18n/useTexts';
import page from '../../owner-common/ui/OwnerPage.module.css';
import type { DocumentUpload } from '../api/documentsApi';
import { DOCUMENT_ACCEPT, DOCUMENT_CATEGORIES, DOCUMENT_TITLE_MAX, fileProblem, titleFromFileName } from '../model/files';

export interface UploadDocumentFormProps {
  /** Sends the upload; its French error is shown in the form, which keeps what was chosen. */
  send: (upload: DocumentUpload) => Promise<HomeDocument>;
  onUploaded?: (document: HomeDocument) => void;
  /** Preset category (a diagnostic's file). */
  category?: DocumentCategory;
  /** Preset title; the file name is offered otherwise. */
  title?: string;
  submitLabel?: string;
  /** Shows the 'share with the tenants' box (not for a diagnostic's file). */
  withSharing?: boolean;
  labelledBy?: string;
}

/**
 * A file (PDF, JPEG, PNG under 10 Mo, checked here before the server checks it by content), its
 * title, category and sharing. Errors show after a submit attempt, next to their field.
 */
export function UploadDocumentForm({ send, onUploaded, category: presetCategory, title: presetTitle, submitLabel, withSharing = true, labelledBy }: UploadDocumentFormProps) {
  const t = useTexts();
  const form = useRef<HTMLFormElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [title, setTitle] = useState(presetTitle ?? '');
  const [category, setCategory] = useState<DocumentCategory | ''>(presetCategory ?? '');
  const [shared, setShared] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const { pending: sending, error: failure, submit: upload } = useSubmit(async (chosen: DocumentUpload) => {
    const created = await send(chosen);
    setFile(null);
    setTitle(presetTitle ?? '');
    setCategory(presetCategory ?? '');
    setShared(false);
    setSubmitted(false);
    if (fileInput.current) fileInput.current.value = '';
    onUploaded?.(created);
  });

  const problem = fileProblem(file);
  const titleError = !title.trim() ? 'required' : title.trim().length > DOCUMENT_TITLE_MAX ? 'titleTooLong' : null;
  const categoryError = category ? null : 'required';

  function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    setFile(chosen);
    if (chosen && !title.trim()) setTitle(titleFromFileName(chosen.name));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (problem || titleError || categoryError || !file || !category) {
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    await upload({ file, title: title.trim(), category, shared: withSharing && shared });
  }

  return (
    <form ref={form} className={page.form} onSubmit={submit} noValidate aria-labelledby={labelledBy}>
      <div className={page.fields}>
        <TextField
          ref={fileInput}
          label={t('documents.upload.file')}
          hint={t('documents.upload.fileHint')}
          type="file"
          accept={DOCUMENT_ACCEPT}
          required
          error={submitted && problem ? t(`documents.errors.${problem}`) : null}
          onChange={chooseFile}
        />
        <TextField
          label={t('documents.upload.docTitle')}
          required
          maxLength={DOCUMENT_TITLE_MAX + 20}
          value={title}
          error={submitted && titleError ? t(`documents.errors.${titleError}`) : null}
          onChange={(event) => setTitle(event.target.value)}
        />
        {!presetCategory && (
          <SelectField
            label={t('documents.upload.category')}
            required
            placeholder={t('documents.upload.categoryPlaceholder')}
            options={DOCUMENT_CATEGORIES.map((value) => ({ value, label: t(`documents.category.${value}`) }))}
            value={category}
            error={submitted && categoryError ? t('documents.errors.required') : null}
            onChange={(event) => setCategory(event.target.value as DocumentCategory | '')}
          />
        )}
      </div>
      {withSharing && <CheckboxField label={t('documents.upload.shared')} checked={shared} onChange={(event) => setShared(event.target.checked)} />}
      {failure && <Alert tone="error">{failure}</Alert>}
      <div className={page.formActions}>
        <Button type="submit" loading={sending}>
          {submitLabel ?? t('documents.upload.submit')}
        </Button>
      </div>
    </form>
  );
}
