// Steps personality-1 to personality-5: character, style, hobbies, photo and presentation, privacy.
import { PRIVATE_CAPABLE_FIELDS, type PrivateCapableField } from '@coloc/shared';
import { CheckboxField, TextAreaField, VisuallyHidden } from '@coloc/shared/ui';
import clsx from 'clsx';
import { useId, useState } from 'react';
import { useTexts } from '../../../../i18n/useTexts';
import { AvatarField } from '../../../../entities/images/ui/AvatarField';
import { answerValues } from '../../model/profileSections';
import { saveProfile } from '../../../../entities/flow/api/registrationApi';
import { StepForm } from '../../../../entities/flow/ui/StepForm';
import { MAX_CHARACTER, MAX_DESCRIPTION } from '../../model/answers';
import { questionsStep } from '../QuestionsStep';
import styles from '../steps.module.css';
import { withProfile, type ProfileStepProps } from '../withProfile';

export const Personality1 = questionsStep({
  title: 'questionnaire.personality1.title',
  intro: 'questionnaire.personality1.intro',
  questions: [{ kind: 'multi', field: 'character', legend: 'questionnaire.personality1.character', max: MAX_CHARACTER }],
});

export const Personality2 = questionsStep({
  title: 'questionnaire.personality2.title',
  intro: 'questionnaire.personality2.intro',
  questions: [
    { kind: 'single', field: 'appearance', legend: 'questionnaire.personality2.appearance' },
    { kind: 'multi', field: 'thinking_about', legend: 'questionnaire.personality2.thinkingAbout' },
  ],
  importance: 'personality',
});

export const Personality3 = questionsStep({
  title: 'questionnaire.personality3.title',
  intro: 'questionnaire.personality3.intro',
  questions: [{ kind: 'multi', field: 'hobby', legend: 'questionnaire.personality3.hobby' }],
});

function Personality4Step({ flow, profile }: ProfileStepProps) {
  const t = useTexts();
  const fieldId = `description${useId().replace(/:/g, '')}`;
  const counterId = `${fieldId}-counter`;
  const [description, setDescription] = useState(profile.description ?? '');

  async function submit() {
    await saveProfile(profile.id, { description: description.trim() ? description.trim() : null });
  }

  return (
    <StepForm flow={flow} title={t('questionnaire.personality4.title')} intro={t('questionnaire.personality4.intro')} onSubmit={submit}>
      <div className={styles.avatar}>
        {/* The photo is stored as soon as it is chosen; the field publishes the reloaded user, which refreshes every avatar on the page. */}
        <AvatarField user={flow.user} />
      </div>
      <div className={styles.described}>
        <TextAreaField
          id={fieldId}
          label={t('questionnaire.personality4.description')}
          hint={t('questionnaire.personality4.descriptionHint')}
          rows={7}
          maxLength={MAX_DESCRIPTION}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          // Replaces the kit's own description: keep its hint (`<id>-hint`) and add the counter.
          aria-describedby={`${fieldId}-hint ${counterId}`}
        />
        <span id={counterId} className={clsx(styles.counter, description.length >= MAX_DESCRIPTION && styles.counterFull)}>
          {t('questionnaire.personality4.counter', { count: description.length, max: MAX_DESCRIPTION })}
        </span>
      </div>
    </StepForm>
  );
}
export const Personality4 = withProfile(Personality4Step);

function Personality5Step({ flow, profile }: ProfileStepProps) {
  const t = useTexts();
  const [hidden, setHidden] = useState<ReadonlySet<PrivateCapableField>>(() => new Set(profile.private_fields));

  function toggle(field: PrivateCapableField, checked: boolean) {
    setHidden((current) => {
      const next = new Set(current);
      if (checked) next.add(field);
      else next.delete(field);
      return next;
    });
  }

  async function submit() {
    // Catalogue order, whatever the order of the clicks.
    await saveProfile(profile.id, { private_fields: PRIVATE_CAPABLE_FIELDS.filter((field) => hidden.has(field)) });
  }

  return (
    <StepForm flow={flow} title={t('questionnaire.personality5.title')} intro={t('questionnaire.personality5.intro')} onSubmit={submit}>
      <ul className={styles.privacyList}>
        {PRIVATE_CAPABLE_FIELDS.map((field) => {
          const name = t(`questionnaire.personality5.fields.${field}`);
          const answer = answerValues(field, profile, flow.options, t).join(', ');
          return (
            <li key={field} className={styles.privacyItem}>
              <span className={styles.privacyName}>
                {name}
                <span className={styles.privacyAnswer}>{answer || t('questionnaire.personality5.unanswered')}</span>
              </span>
              <CheckboxField
                className={styles.privacyCheck}
                label={
                  <>
                    {t('questionnaire.personality5.hide')}
                    <VisuallyHidden> : {name}</VisuallyHidden>
                  </>
                }
                checked={hidden.has(field)}
                onChange={(event) => toggle(field, event.target.checked)}
              />
            </li>
          );
        })}
      </ul>
    </StepForm>
  );
}
export const Personality5 = withProfile(Personality5Step);
