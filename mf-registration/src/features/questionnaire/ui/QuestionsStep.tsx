import { type ImportanceSection, optionList, type ProfileMultiField, type ProfileSingleField, type ProfileUpdate } from '@coloc/shared';
import { SelectField } from '@coloc/shared/ui';
import { useState } from 'react';
import type { TextKey } from '../../../i18n/fr';
import { useTexts } from '../../../i18n/useTexts';
import { saveProfile } from '../../../entities/flow/api/registrationApi';
import type { StepComponent } from '../../../entities/flow/model/context';
import { ChoiceGroup, MultiChoiceGroup } from '../../../entities/flow/ui/ChoiceGroup';
import { StepForm } from '../../../entities/flow/ui/StepForm';
import { importanceOf } from '../model/answers';
import { ImportanceField } from './ImportanceField';
import styles from './steps.module.css';
import { withProfile, type ProfileStepProps } from './withProfile';

interface QuestionBase {
  legend: TextKey;
  hint?: TextKey;
  /** One choice per line, for long labels. */
  stacked?: boolean;
}
export type Question =
  | (QuestionBase & { kind: 'single'; field: ProfileSingleField; /** A drop-down list, for long lists. */ select?: boolean })
  | (QuestionBase & { kind: 'multi'; field: ProfileMultiField; max?: number });

export interface QuestionsStepConfig {
  title: TextKey;
  intro: TextKey;
  questions: readonly Question[];
  /** The section whose weight this step asks for, after its questions. */
  importance?: ImportanceSection;
}

type Answers = Partial<Record<ProfileSingleField, number | null> & Record<ProfileMultiField, number[]>>;

/**
 * A step made only of optional option questions (and maybe a section weight): most of the
 * questionnaire. Steps with conditions or free text have their own component.
 */
export function questionsStep(config: QuestionsStepConfig): StepComponent {
  function QuestionsStep({ flow, profile }: ProfileStepProps) {
    const t = useTexts();
    const [answers, setAnswers] = useState<Answers>(() =>
      Object.fromEntries(config.questions.map((question) => [question.field, profile[question.field]])),
    );
    const [weight, setWeight] = useState(() => (config.importance ? importanceOf(profile, config.importance) : null));

    async function submit() {
      const update: ProfileUpdate = { ...answers };
      if (config.importance && weight !== null) update.importance = { [config.importance]: weight };
      await saveProfile(profile.id, update);
    }

    return (
      <StepForm flow={flow} title={t(config.title)} intro={t(config.intro)} onSubmit={submit}>
        {flow.mode === 'registration' && <p className={styles.note}>{t('questionnaire.optionalNote')}</p>}
        {config.questions.map((question) =>
          question.kind === 'single' && question.select ? (
            <SelectField
              key={question.field}
              className={styles.field}
              label={t(question.legend)}
              hint={question.hint ? t(question.hint) : undefined}
              placeholder={t('questionnaire.choose')}
              options={optionList(flow.options, question.field).map((option) => ({ value: option.id, label: option.text }))}
              value={answers[question.field] ?? ''}
              onChange={(event) =>
                setAnswers((current) => ({ ...current, [question.field]: event.target.value ? Number(event.target.value) : null }))
              }
            />
          ) : question.kind === 'single' ? (
            <ChoiceGroup
              key={question.field}
              name={question.field}
              legend={t(question.legend)}
              hint={question.hint ? t(question.hint) : undefined}
              stacked={question.stacked}
              options={optionList(flow.options, question.field)}
              value={answers[question.field] ?? null}
              onChange={(value) => setAnswers((current) => ({ ...current, [question.field]: value }))}
            />
          ) : (
            <MultiChoiceGroup
              key={question.field}
              legend={t(question.legend)}
              hint={
                question.hint
                  ? t(question.hint)
                  : question.max
                    ? t('questionnaire.upTo', { max: question.max })
                    : t('questionnaire.severalAnswers')
              }
              stacked={question.stacked}
              max={question.max}
              options={optionList(flow.options, question.field)}
              value={answers[question.field] ?? []}
              onChange={(value) => setAnswers((current) => ({ ...current, [question.field]: value }))}
            />
          ),
        )}
        {config.importance && weight !== null && (
          <ImportanceField flow={flow} section={config.importance} value={weight} onChange={setWeight} />
        )}
      </StepForm>
    );
  }
  return withProfile(QuestionsStep);
}
