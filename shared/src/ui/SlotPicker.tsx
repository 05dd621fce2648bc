// Up to three visit slots (Paris wall-clock date-times), the first required, within the bounds the
// API checks (now to six months ahead, quarter hours): the seeker's request and the host's
// counter-proposal use these same inputs. The caller owns the values and words every label.
//
// An entry of its own (`@coloc/shared/ui/SlotPicker`), outside the shared UI kit: only the dialogs
// that pick slots bundle it (see LOCAL_SHARED_SOURCES in build/rspack.mjs).
import { parisIso, parisLocalValue, VISIT_MAX_SLOTS, VISIT_MESSAGE_MAX, visitSlotErrors, visitSlotHorizon, type VisitSlotError } from '@coloc/shared';
import { Button, TextField } from '@coloc/shared/ui';
import { useCallback, useRef, useState } from 'react';
import styles from './SlotPicker.module.css';

export interface SlotPickerProps {
  /** datetime-local values ('' for a slot not filled in yet). */
  slots: string[];
  onChange: (slots: string[]) => void;
  /** One French error per slot, or null. */
  errors: ReadonlyArray<string | null>;
  labelOf: (index: number) => string;
  removeLabelOf: (index: number) => string;
  addLabel: string;
  firstHint?: string;
  /** The time the bounds are computed from (the dialog's opening or last submit). */
  now: number;
}

export function SlotPicker({ slots, onChange, errors, labelOf, removeLabelOf, addLabel, firstHint, now }: SlotPickerProps) {
  return (
    <div className={styles.slots}>
      {slots.map((slot, index) => (
        <div key={index} className={styles.slotRow}>
          <TextField
            type="datetime-local"
            className={styles.slotField}
            label={labelOf(index)}
            hint={index === 0 ? firstHint : undefined}
            required={index === 0}
            min={parisLocalValue(now)}
            max={parisLocalValue(visitSlotHorizon(now))}
            step={900}
            value={slot}
            error={errors[index] ?? null}
            onChange={(event) => onChange(slots.map((value, i) => (i === index ? event.target.value : value)))}
          />
          {index > 0 && (
            <Button variant="ghost" size="sm" className={styles.removeSlot} aria-label={removeLabelOf(index)} onClick={() => onChange(slots.filter((_, i) => i !== index))}>
              <span aria-hidden="true">×</span>
            </Button>
          )}
        </div>
      ))}
      {slots.length < VISIT_MAX_SLOTS && (
        <Button variant="secondary" size="sm" onClick={() => onChange([...slots, ''])}>
          {addLabel}
        </Button>
      )}
    </div>
  );
}

/**
 * The state of a slot proposal form (slots and a word), checked as the API checks them: errors show
 * once the form was submitted, and `check()` focuses the first field in error or gives the slots as
 * ISO instants with the Paris offset and the trimmed message (null when empty).
 */
export function useSlotProposal() {
  const form = useRef<HTMLFormElement>(null);
  const [slots, setSlots] = useState<string[]>(['']);
  const [message, setMessage] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const now = Date.now();
  const errors = visitSlotErrors(slots, now);
  const tooLong = message.trim().length > VISIT_MESSAGE_MAX;

  function check(): { slots: string[]; message: string | null } | null {
    setSubmitted(true);
    if (errors.some(Boolean) || tooLong) {
      // The first field in error takes the focus, so a keyboard or screen reader user lands on it.
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return null;
    }
    return { slots: slots.filter((slot) => slot.trim()).map((slot) => parisIso(slot)!), message: message.trim() || null };
  }

  /** A fresh start: the errors hide; with `values`, the slots and the message empty too. */
  const reset = useCallback(({ values }: { values: boolean }) => {
    setSubmitted(false);
    if (values) {
      setSlots(['']);
      setMessage('');
    }
  }, []);

  return {
    form,
    slots,
    setSlots,
    message,
    setMessage,
    now,
    /** Each slot's error code once submitted, or null. */
    slotErrors: errors.map((error): VisitSlotError | null => (submitted ? error : null)),
    messageTooLong: submitted && tooLong,
    check,
    reset,
  };
}
