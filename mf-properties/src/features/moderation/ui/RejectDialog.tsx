import type { ModerationItem } from '@coloc/shared';
import { Alert, Button, Dialog, TextAreaField } from '@coloc/shared/ui';
import { useUnit } from 'effector-react';
import { useRef, useState, type FormEvent } from 'react';
import { useTexts } from '../../../i18n/useTexts';
import { $decisionErrors, decideFx, REASON_LIMITS, reasonError } from '../model/moderation';
import styles from './Moderation.module.css';

/** Asks the refusal's reason (mailed to the owner); the error shows after a submit attempt. */
export function RejectDialog({ item, title, onClose }: { item: ModerationItem; title: string; onClose: () => void }) {
  const t = useTexts();
  const [decide, deciding, decisionErrors] = useUnit([decideFx, decideFx.pending, $decisionErrors]);
  const [reason, setReason] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  const error = submitted ? reasonError(reason) : null;
  const refusal = decisionErrors[item.home.id];

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (reasonError(reason)) {
      field.current?.focus();
      return;
    }
    try {
      await decide({ kind: 'reject', item, reason: reason.trim() });
      onClose();
    } catch {
      // Shown in the dialog ($decisionErrors); the reason typed stays.
    }
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('moderation.reject.title', { title })}
      description={t('moderation.reject.description')}
    >
      <form className={styles.dialogForm} onSubmit={(event) => void submit(event)} noValidate>
        <TextAreaField
          ref={field}
          label={t('moderation.reject.reason')}
          hint={t('moderation.reject.hint', { min: REASON_LIMITS.min, max: REASON_LIMITS.max })}
          required
          rows={5}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={error}
        />
        {refusal && <Alert tone="error">{refusal}</Alert>}
        <div className={styles.dialogActions}>
          <Button variant="ghost" onClick={onClose}>
            {t('moderation.reject.cancel')}
          </Button>
          <Button type="submit" variant="danger" loading={deciding}>
            {t('moderation.reject.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
