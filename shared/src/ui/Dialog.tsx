// Accessible dialog on Radix (focus trap, Escape, focus return, aria wiring).
import * as RadixDialog from '@radix-ui/react-dialog';
import { useId, useLayoutEffect, useRef, type FormEvent, type ReactNode, type Ref } from 'react';
import { Button, type ButtonVariant } from './Button';
import styles from './Dialog.module.css';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** Main text, read as the dialog's description. */
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  /** Alert dialogs cannot be dismissed by clicking outside. */
  role?: 'dialog' | 'alertdialog';
  closeLabel?: string;
  /** Hide the corner close button (the footer offers the choices). */
  hideClose?: boolean;
}

export function Dialog({ open, onOpenChange, title, description, children, footer, role = 'dialog', closeLabel = 'Fermer', hideClose = false }: DialogProps) {
  // Opened from state rather than a Radix trigger, the dialog would give the focus back to <body>:
  // remember what had it (layout effect: before Radix moves the focus inside) and return there.
  const returnFocusTo = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement) returnFocusTo.current = document.activeElement;
  }, [open]);

  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={styles.content}
          role={role}
          // Radix warns when no description is wired; an explicit undefined says "none on purpose".
          {...(description ? {} : { 'aria-describedby': undefined })}
          onPointerDownOutside={role === 'alertdialog' ? (event) => event.preventDefault() : undefined}
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo.current;
            if (target?.isConnected) {
              event.preventDefault();
              target.focus();
            }
          }}
        >
          <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
          {description && <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>}
          {children}
          {footer && <div className={styles.footer}>{footer}</div>}
          {!hideClose && (
            <RadixDialog.Close className={styles.close} aria-label={closeLabel}>
              <span aria-hidden="true">×</span>
            </RadixDialog.Close>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

export interface FormDialogProps extends Omit<DialogProps, 'footer' | 'children'> {
  cancelLabel: string;
  submitLabel: string;
  submitVariant?: ButtonVariant;
  sending?: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  formRef?: Ref<HTMLFormElement>;
  formClassName?: string;
  children: ReactNode;
}

/**
 * A dialog around one form: 'cancel' closes it, the submit button in the footer submits the form
 * (tied by id, so Enter in a field submits too), and shows the sending state.
 */
export function FormDialog({ cancelLabel, submitLabel, submitVariant = 'primary', sending = false, onSubmit, formRef, formClassName, children, ...dialog }: FormDialogProps) {
  const formId = `form${useId().replace(/:/g, '')}`;
  return (
    <Dialog
      {...dialog}
      footer={
        <>
          <Button variant="secondary" onClick={() => dialog.onOpenChange(false)}>
            {cancelLabel}
          </Button>
          <Button type="submit" form={formId} variant={submitVariant} loading={sending}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} ref={formRef} className={formClassName} onSubmit={onSubmit} noValidate>
        {children}
      </form>
    </Dialog>
  );
}
