import { confirm, errorText, formatDate, type TenantDocument, type TenantDocumentCategory, type TenantFile } from '@coloc/shared';
import { Alert, Button, Card, Tag, TextField } from '@coloc/shared/ui';
import { useSubmit } from '@coloc/shared/ui/useSubmit';
import { useUnit } from 'effector-react';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTexts } from '../../../i18n/useTexts';
import { ownDocumentUrl } from '../api/tenantFileApi';
import { deleteDocumentFx, uploadDocumentFx } from '../model/tenantFile';
import { CATEGORIES, DOCUMENT_ACCEPT, fileProblem, REQUIRED_CATEGORIES, sizeParts, titleFromFileName, titleProblem, TITLE_LIMITS } from '../model/rules';
import styles from './Guarantee.module.css';

/** One slot per category: what to give, what was given (download, delete), and an upload form. */
export function DocumentSlots({ file }: { file: TenantFile }) {
  const t = useTexts();
  const [done, setDone] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <section className={styles.section} aria-labelledby="documents-title">
      <h2 id="documents-title" className={styles.sectionTitle}>
        {t('guarantee.documents.title')}
      </h2>
      <p className={styles.muted}>{t('guarantee.documents.intro')}</p>
      <p role="status" className={styles.notice}>
        {done}
      </p>
      {failure && <Alert tone="error">{failure}</Alert>}
      <ul className={styles.slots}>
        {CATEGORIES.map((category) => (
          <li key={category}>
            <Slot
              category={category}
              file={file}
              onDone={(text) => {
                setFailure(null);
                setDone(text);
              }}
              onFailure={(text) => {
                setDone('');
                setFailure(text);
              }}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

interface SlotProps {
  category: TenantDocumentCategory;
  file: TenantFile;
  onDone: (text: string) => void;
  onFailure: (text: string) => void;
}

function Slot({ category, file, onDone, onFailure }: SlotProps) {
  const t = useTexts();
  const remove = useUnit(deleteDocumentFx);
  const [busyId, setBusyId] = useState<number | null>(null);
  const documents = file.documents.filter((doc) => doc.category === category);
  const required = REQUIRED_CATEGORIES.includes(category);
  const headingId = `slot-${category}`;
  const label = t(`guarantee.documents.categories.${category}`);

  async function askDelete(document: TenantDocument) {
    const yes = await confirm({
      title: t('guarantee.documents.deleteConfirm.title'),
      content: t(file.status === 'confirmed' ? 'guarantee.documents.deleteConfirm.confirmed' : 'guarantee.documents.deleteConfirm.content', { title: document.title }),
      yes: t('guarantee.documents.deleteConfirm.yes'),
      no: t('guarantee.documents.deleteConfirm.no'),
    });
    if (!yes) return;
    setBusyId(document.id);
    try {
      await remove(document.id);
      onDone(t('guarantee.documents.deleted', { title: document.title }));
    } catch (error) {
      onFailure(errorText(error));
    } finally {
      setBusyId(null);
    }
  }

  return (
    <Card as="section" padding="lg" className={styles.slot} aria-labelledby={headingId}>
      <div className={styles.slotHead}>
        <h3 id={headingId} className={styles.slotTitle}>
          {label}
        </h3>
        {documents.length > 0 ? (
          <Tag tone="success">{t('guarantee.documents.provided')}</Tag>
        ) : (
          <Tag tone={required ? 'warning' : 'neutral'}>{t(required ? 'guarantee.documents.required' : 'guarantee.documents.optional')}</Tag>
        )}
      </div>
      <p className={styles.slotHint}>{t(`guarantee.documents.hints.${category}`)}</p>
      {documents.length === 0 ? (
        <p className={styles.small}>{t('guarantee.documents.none')}</p>
      ) : (
        <ul className={styles.docs}>
          {documents.map((document) => {
            const size = sizeParts(document.bytes);
            return (
              <li key={document.id} className={styles.doc}>
                <span className={styles.docName}>
                  <span className={styles.docTitle}>{document.title}</span>
                  <span className={styles.small}>
                    {t(`guarantee.documents.size.${size.unit}`, { value: size.value })} · {t('guarantee.documents.addedOn', { date: formatDate(document.created_at, 'short') })}
                  </span>
                </span>
                <span className={styles.docActions}>
                  <a className={styles.link} href={ownDocumentUrl(document.id)} download aria-label={t('guarantee.documents.downloadNamed', { title: document.title })}>
                    {t('guarantee.documents.download')}
                  </a>
                  <Button
                    variant="ghost"
                    size="sm"
                    loading={busyId === document.id}
                    onClick={() => void askDelete(document)}
                    aria-label={t('guarantee.documents.deleteNamed', { title: document.title })}
                  >
                    {t('guarantee.documents.delete')}
                  </Button>
                </span>
              </li>
            );
          })}
        </ul>
      )}
      <UploadForm category={category} label={label} onUploaded={(title) => onDone(t('guarantee.documents.uploaded', { title }))} />
    </Card>
  );
}

/** A file (checked here as the server will: type and size) and its title; errors after a submit attempt. */
function UploadForm({ category, label, onUploaded }: { category: TenantDocumentCategory; label: string; onUploaded: (title: string) => void }) {
  const t = useTexts();
  const upload = useUnit(uploadDocumentFx);
  const form = useRef<HTMLFormElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<File | null>(null);
  const [title, setTitle] = useState('');
  // A title typed by the tenant is kept; one made from a file name follows the file chosen.
  const [titleTyped, setTitleTyped] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const {
    pending: sending,
    // The chosen file and the title stay on a failure: the tenant fixes what the server said and sends again.
    error: failure,
    submit: send,
    clearError,
  } = useSubmit(async (chosenFile: File, cleanTitle: string) => {
    await upload({ file: chosenFile, category, title: cleanTitle });
    setChosen(null);
    setTitle('');
    setTitleTyped(false);
    setSubmitted(false);
    if (fileInput.current) fileInput.current.value = '';
    onUploaded(cleanTitle);
  });

  const problem = fileProblem(chosen);
  const titleError = titleProblem(title);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const next = event.target.files?.[0] ?? null;
    setChosen(next);
    clearError();
    if (next && (!titleTyped || !title.trim())) {
      setTitle(titleFromFileName(next.name));
      setTitleTyped(false);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (problem || titleError || !chosen) {
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    await send(chosen, title.trim().replace(/\s+/g, ' '));
  }

  return (
    <form ref={form} className={styles.upload} onSubmit={submit} noValidate aria-label={t('guarantee.documents.upload.legend', { category: label })}>
      <TextField
        ref={fileInput}
        type="file"
        label={t('guarantee.documents.upload.file')}
        hint={t('guarantee.documents.upload.fileHint')}
        accept={DOCUMENT_ACCEPT}
        required
        error={submitted && problem ? t(`guarantee.documents.errors.${problem}`) : null}
        onChange={choose}
      />
      <TextField
        label={t('guarantee.documents.upload.docTitle')}
        required
        maxLength={TITLE_LIMITS.max + 20}
        value={title}
        error={submitted && titleError ? t(`guarantee.documents.errors.${titleError}`) : null}
        onChange={(event) => {
          setTitle(event.target.value);
          setTitleTyped(true);
        }}
      />
      {failure && <Alert tone="error">{failure}</Alert>}
      <div className={styles.uploadRow}>
        <Button type="submit" size="sm" variant="secondary" loading={sending} aria-label={t('guarantee.documents.upload.submitNamed', { category: label })}>
          {t('guarantee.documents.upload.submit')}
        </Button>
      </div>
    </form>
  );
}
