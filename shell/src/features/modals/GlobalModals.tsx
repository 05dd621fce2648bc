// The modals every remote opens through @coloc/shared (SPEC 2.11): error queue, confirm, popup.
import { $currentConfirm, $currentError, $errorQueue, $popup, confirmAnswered, errorDismissed, popupClosed } from '@coloc/shared';
import { Button, Dialog } from '@coloc/shared/ui';
import { useUnit } from 'effector-react';

export function ErrorModal() {
  const [message, queue] = useUnit([$currentError, $errorQueue]);
  return (
    <Dialog
      open={message !== null}
      onOpenChange={(open) => !open && errorDismissed()}
      role="alertdialog"
      title="Erreur"
      description={message ?? ''}
      hideClose
      footer={
        <>
          {queue.length > 1 && <span aria-live="polite">{`${queue.length - 1} autre${queue.length > 2 ? 's' : ''} message${queue.length > 2 ? 's' : ''} à suivre`}</span>}
          <Button onClick={() => errorDismissed()}>Ok</Button>
        </>
      }
    />
  );
}

export function ConfirmModal() {
  const request = useUnit($currentConfirm);
  const answer = (value: boolean) => request && confirmAnswered({ id: request.id, answer: value });
  return (
    <Dialog
      open={request !== null}
      onOpenChange={(open) => !open && answer(false)}
      role="alertdialog"
      title={request?.title ?? ''}
      description={request?.content || undefined}
      hideClose
      footer={
        <>
          <Button variant="secondary" onClick={() => answer(false)}>
            {request?.no}
          </Button>
          <Button onClick={() => answer(true)}>{request?.yes}</Button>
        </>
      }
    />
  );
}

export function PopupModal() {
  const content = useUnit($popup);
  return (
    <Dialog
      open={content !== null}
      onOpenChange={(open) => !open && popupClosed()}
      title={content?.title ?? ''}
      description={content?.content || undefined}
      footer={<Button onClick={() => popupClosed()}>Fermer</Button>}
      hideClose
    />
  );
}

export function GlobalModals() {
  return (
    <>
      <ErrorModal />
      <ConfirmModal />
      <PopupModal />
    </>
  );
}
