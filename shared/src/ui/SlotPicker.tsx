// Up to three visit slots (Paris wall-clock date-times), the first required, within the bounds the
// API checks (now to six months ahead, quarter hours): the seeker's request and the host's
// counter-proposal use these same inputs. The caller owns the values and words every label.
//
// An entry of its own (`@coloc/shared/ui/SlotPicker`), outside the shared UI kit: only the dialogs
// that pick slots bundle it (see LOCAL_SHARED_SOURCES in build/rspack.mjs).
import { parisLocalValue, VISIT_MAX_SLOTS, visitSlotHorizon } from '@coloc/shared';
import { Button, TextField } from '@coloc/shared/ui';
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
