import { Alert, FormDialog, TextAreaField } from '@coloc/shared/ui';
import { SlotPicker, useSlotProposal } from '@coloc/shared/ui/SlotPicker';
import { useSubmit } from '@coloc/shared/ui/useSubmit';
import { useEffect, type FormEvent } from 'react';
import { useTexts } from '../../../i18n/useTexts';
import page from '../../../entities/owner-common/ui/OwnerPage.module.css';

/** Up to three other slots (Paris time, the shared SlotPicker) and a word for the visitor, checked as the API checks them. */
export function ProposeSlotsDialog({ open, onOpenChange, send }: { open: boolean; onOpenChange: (open: boolean) => void; send: (slots: string[], message: string | null) => Promise<void> }) {
  const t = useTexts();
  const proposal = useSlotProposal();
  const { reset } = proposal;
  const { pending: sending, error: failure, submit: run, clearError } = useSubmit(async (chosen: string[], text: string | null) => {
    await send(chosen, text);
    reset({ values: true });
    onOpenChange(false);
  });

  // What was typed and not sent stays for the next opening; only the errors hide.
  useEffect(() => {
    if (!open) return;
    reset({ values: false });
    clearError();
  }, [open, reset, clearError]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = proposal.check();
    if (checked) await run(checked.slots, checked.message);
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('requests.propose.title')}
      description={t('requests.propose.description')}
      cancelLabel={t('requests.propose.cancel')}
      submitLabel={t('requests.propose.send')}
      sending={sending}
      onSubmit={submit}
      formRef={proposal.form}
      formClassName={page.form}
    >
      <SlotPicker
        slots={proposal.slots}
        onChange={proposal.setSlots}
        errors={proposal.slotErrors.map((error) => (error ? t(`requests.propose.errors.${error}`) : null))}
        labelOf={(index) => t('requests.propose.slot', { n: index + 1 })}
        removeLabelOf={(index) => t('requests.propose.removeSlot', { n: index + 1 })}
        addLabel={t('requests.propose.addSlot')}
        now={proposal.now}
      />
      <TextAreaField
        label={t('requests.propose.message')}
        rows={3}
        value={proposal.message}
        error={proposal.messageTooLong ? t('requests.propose.errors.messageTooLong') : null}
        onChange={(event) => proposal.setMessage(event.target.value)}
      />
      {failure && <Alert tone="error">{failure}</Alert>}
    </FormDialog>
  );
}
