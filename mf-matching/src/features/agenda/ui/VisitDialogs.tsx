import { type Visit, VISIT_MESSAGE_MAX } from '@coloc/shared';
import { Alert, FormDialog, TextAreaField } from '@coloc/shared/ui';
import { useUnit } from 'effector-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTexts } from '../../../i18n/useTexts';
import { answerFx } from '../model/agenda';
import { SlotPicker, useSlotProposal } from '@coloc/shared/ui/SlotPicker';
import { useSubmit } from '@coloc/shared/ui/useSubmit';
import styles from './Agenda.module.css';

/** The host offers up to three other slots (datetime-local inputs, Paris time) and a word. */
export function ProposeDialog({ visit, open, onOpenChange }: { visit: Visit; open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useTexts();
  const answer = useUnit(answerFx);
  const proposal = useSlotProposal();
  const { reset } = proposal;
  const { pending: sending, error: failure, submit: propose, clearError } = useSubmit(async (chosen: string[], text: string | null) => {
    await answer({ kind: 'propose', id: visit.id, slots: chosen, message: text });
    onOpenChange(false);
  });

  useEffect(() => {
    if (!open) return;
    reset({ values: true });
    clearError();
  }, [open, reset, clearError]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = proposal.check();
    if (checked) await propose(checked.slots, checked.message);
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('agenda.propose.title')}
      description={t('agenda.propose.description')}
      closeLabel={t('agenda.propose.close')}
      cancelLabel={t('agenda.answer.keep')}
      submitLabel={t('agenda.propose.send')}
      sending={sending}
      onSubmit={submit}
      formRef={proposal.form}
      formClassName={styles.form}
    >
      <SlotPicker
        slots={proposal.slots}
        onChange={proposal.setSlots}
        errors={proposal.slotErrors.map((error) => (error ? t(`agenda.propose.errors.${error}`) : null))}
        labelOf={(index) => t('agenda.propose.slot', { n: index + 1 })}
        removeLabelOf={(index) => t('agenda.propose.removeSlot', { n: index + 1 })}
        addLabel={t('agenda.propose.addSlot')}
        now={proposal.now}
      />
      <TextAreaField
        label={t('agenda.propose.message')}
        value={proposal.message}
        rows={3}
        maxLength={VISIT_MESSAGE_MAX}
        error={proposal.messageTooLong ? t('agenda.propose.errors.messageTooLong') : null}
        onChange={(event) => proposal.setMessage(event.target.value)}
      />
      {failure && <Alert tone="error">{failure}</Alert>}
    </FormDialog>
  );
}

export type AnswerKind = 'decline' | 'cancel' | 'cancelRequest';

/** Decline (host) or cancel (either side), with an optional word sent in the e-mail. */
export function AnswerDialog({
  visit,
  kind,
  otherName,
  open,
  onOpenChange,
}: {
  visit: Visit;
  kind: AnswerKind;
  otherName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useTexts();
  const answer = useUnit(answerFx);
  const [message, setMessage] = useState('');
  const { pending: sending, error: failure, submit: send, clearError } = useSubmit(async (text: string | null) => {
    await answer({ kind: kind === 'decline' ? 'decline' : 'cancel', id: visit.id, message: text });
    onOpenChange(false);
  });

  useEffect(() => {
    if (!open) return;
    setMessage('');
    clearError();
  }, [open, clearError]);

  const texts = {
    decline: { title: t('agenda.answer.declineTitle'), description: t('agenda.answer.declineDescription', { name: otherName }), confirm: t('agenda.answer.confirmDecline') },
    cancel: { title: t('agenda.answer.cancelTitle'), description: t('agenda.answer.cancelDescription', { name: otherName }), confirm: t('agenda.answer.confirmCancel') },
    cancelRequest: {
      title: t('agenda.answer.cancelRequestTitle'),
      description: t('agenda.answer.cancelDescription', { name: otherName }),
      confirm: t('agenda.answer.confirmCancelRequest'),
    },
  }[kind];

  async function submit(event: FormEvent) {
    event.preventDefault();
    await send(message.trim() || null);
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      role="alertdialog"
      title={texts.title}
      description={texts.description}
      cancelLabel={t('agenda.answer.keep')}
      submitLabel={texts.confirm}
      submitVariant="danger"
      sending={sending}
      onSubmit={submit}
      formClassName={styles.form}
    >
      <TextAreaField
        label={t('agenda.answer.message', { name: otherName })}
        value={message}
        rows={3}
        maxLength={VISIT_MESSAGE_MAX}
        onChange={(event) => setMessage(event.target.value)}
      />
      {failure && <Alert tone="error">{failure}</Alert>}
    </FormDialog>
  );
}
