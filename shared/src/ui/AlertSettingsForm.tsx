// An entry of its own (`@coloc/shared/ui/AlertSettingsForm`), outside the shared UI kit: only the two
// alert-settings screens bundle it, and a first render without them carries none of it (see
// LOCAL_SHARED_SOURCES in build/rspack.mjs). The kit is reached through its package name.
import { Alert, Button, SelectField, TextField } from '@coloc/shared/ui';
import { useSubmit } from '@coloc/shared/ui/useSubmit';
import { useState, type FormEvent } from 'react';
import styles from './AlertSettingsForm.module.css';

import { ALERT_FREQUENCIES, type AlertFrequencyId } from '@coloc/contract/alerts/limits';
import type { AlertSettings } from '@coloc/contract/alerts/schemas';

/** The match alerts' frequencies (issue 19): immédiate, quotidienne at 18:00 Paris time, jamais. */
export { ALERT_FREQUENCIES };
export type AlertFrequency = AlertFrequencyId;

/** One alert setting: the person's (alerts about homes) or a landlord's for one home (about seekers). */
export type AlertSettingsValues = AlertSettings;

/** Texts given by the remote (its own i18n namespace). */
export interface AlertSettingsTexts {
  push: string;
  email: string;
  threshold: string;
  thresholdHint: string;
  thresholdInvalid: string;
  immediate: string;
  daily: string;
  never: string;
  submit: string;
  saved: string;
}

const TEXT_KEYS = ['push', 'email', 'threshold', 'thresholdHint', 'thresholdInvalid', 'immediate', 'daily', 'never', 'submit', 'saved'] as const satisfies ReadonlyArray<
  keyof AlertSettingsTexts
>;

/** The form's texts from a remote's translations: `translate('push')`… (the remote adds its namespace and prefix). */
export function alertSettingsTexts(translate: (key: keyof AlertSettingsTexts) => string): AlertSettingsTexts {
  return Object.fromEntries(TEXT_KEYS.map((key) => [key, translate(key)])) as unknown as AlertSettingsTexts;
}

export interface AlertSettingsFormProps {
  initial: AlertSettingsValues;
  texts: AlertSettingsTexts;
  /** Saves and answers what the server kept; a rejection shows its French message. */
  onSave: (values: AlertSettingsValues) => Promise<AlertSettingsValues>;
  submitSize?: 'sm' | 'md';
}

/** One frequency per channel, in this order. */
const CHANNELS = [
  { field: 'push_frequency', label: 'push' },
  { field: 'email_frequency', label: 'email' },
] as const;

function validThreshold(text: string): number | null {
  const value = Number(text);
  return text.trim() !== '' && Number.isInteger(value) && value >= 0 && value <= 100 ? value : null;
}

/**
 * The alert-settings form of both settings: push and e-mail frequencies and the minimum affinity,
 * checked here (0 to 100) before the server checks it again.
 */
export function AlertSettingsForm({ initial, texts, onSave, submitSize = 'md' }: AlertSettingsFormProps) {
  const [settings, setSettings] = useState(initial);
  const [threshold, setThreshold] = useState(String(initial.threshold));
  const [saved, setSaved] = useState(false);
  const [thresholdError, setThresholdError] = useState<string | null>(null);
  const options = ALERT_FREQUENCIES.map((value) => ({ value, label: texts[value] }));

  function change(patch: Partial<AlertSettingsValues>) {
    setSaved(false);
    setSettings((current) => ({ ...current, ...patch }));
  }

  const { pending: saving, error, submit: save } = useSubmit(async (value: number) => {
    setSaved(false);
    const kept = await onSave({ threshold: value, push_frequency: settings.push_frequency, email_frequency: settings.email_frequency });
    setSettings(kept);
    setThreshold(String(kept.threshold));
    setSaved(true);
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const value = validThreshold(threshold);
    if (value === null) {
      setThresholdError(texts.thresholdInvalid);
      return;
    }
    setThresholdError(null);
    await save(value);
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {CHANNELS.map(({ field, label }) => (
        <SelectField
          key={field}
          name={field}
          label={texts[label]}
          options={options}
          value={settings[field]}
          onChange={(event) => change({ [field]: event.target.value as AlertFrequency })}
        />
      ))}
      <TextField
        name="threshold"
        type="number"
        inputMode="numeric"
        min={0}
        max={100}
        step={1}
        label={texts.threshold}
        hint={texts.thresholdHint}
        error={thresholdError}
        value={threshold}
        onChange={(event) => {
          setSaved(false);
          setThreshold(event.target.value);
        }}
      />
      {error && <Alert tone="error">{error}</Alert>}
      <div className={styles.actions}>
        <Button type="submit" size={submitSize} loading={saving}>
          {texts.submit}
        </Button>
        <p role="status" className={styles.saved}>
          {saved ? texts.saved : ''}
        </p>
      </div>
    </form>
  );
}
