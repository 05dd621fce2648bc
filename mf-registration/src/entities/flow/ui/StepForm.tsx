import { errorText } from '@coloc/shared';
import { Alert, Button } from '@coloc/shared/ui';
import { useSubmit } from '@coloc/shared/ui/useSubmit';
import { useRef, type FormEvent, type ReactNode } from 'react';
import { useTexts } from '../../../i18n/useTexts';
import type { StepContext } from '../model/context';
import styles from './StepForm.module.css';

export type StepOutcome = boolean | void | { homeId: number };

export interface StepFormProps {
  flow: StepContext;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  /**
   * Saves the step. Return false to stay on the step (client-side errors shown by the step);
   * a thrown API error is shown above the buttons and nothing typed is lost. A step that creates
   * the home of a pro flow returns `{ homeId }` so that the next step's URL carries it.
   */
  onSubmit: () => Promise<StepOutcome> | StepOutcome;
  /** Label of the main button; 'Suivant' by default. */
  submitLabel?: string;
  /**
   * `skip`: the button moves on without doing the step's main thing (« Payer plus tard »), which
   * lives inside the step: it is a quiet secondary button, and Enter in a field never presses it.
   */
  submitRole?: 'next' | 'skip';
}

/** The frame of every step: title, the step's fields, an error line, 'Précédent' and 'Suivant'. */
export function StepForm({ flow, title, intro, children, onSubmit, submitLabel, submitRole = 'next' }: StepFormProps) {
  const skip = submitRole === 'skip';
  const t = useTexts();
  const errorRef = useRef<HTMLDivElement>(null);
  const {
    pending: saving,
    error,
    submit: save,
  } = useSubmit(
    async () => {
      const outcome = await onSubmit();
      if (outcome === false) return;
      if (typeof outcome === 'object' && outcome !== null) await flow.next({ homeId: outcome.homeId });
      else await flow.next();
    },
    { describe: (failure) => errorText(failure) || t('flow.saveFailed') },
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    // A skip step is never submitted by Enter (implicit submission): only by its button.
    if (skip && event.type === 'submit') return;
    if (saving) return;
    if (!(await save())) requestAnimationFrame(() => errorRef.current?.focus());
  }

  return (
    // data-step tells which step a form belongs to: while the next step loads, the URL already names it
    // but the previous form is still on screen.
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="step-title" data-step={flow.step}>
      <h1 id="step-title" className={styles.title}>
        {title}
      </h1>
      {intro && <div className={styles.intro}>{intro}</div>}
      <div className={styles.body}>{children}</div>
      {error && (
        <div ref={errorRef} tabIndex={-1}>
          <Alert tone="error">{error}</Alert>
        </div>
      )}
      <div className={styles.actions}>
        {!flow.isFirst && (
          <Button variant="secondary" onClick={() => flow.previous()} disabled={saving}>
            {t('flow.previous')}
          </Button>
        )}
        {skip ? (
          <Button variant="secondary" loading={saving} onClick={(event) => void submit(event)}>
            {submitLabel ?? t('flow.next')}
          </Button>
        ) : (
          <Button type="submit" loading={saving}>
            {submitLabel ?? (flow.mode === 'edit' ? 'Enregistrer' : t('flow.next'))}
          </Button>
        )}
      </div>
    </form>
  );
}
