// Steps lifestyle-1 to lifestyle-6: household, animals and tobacco, meals, rhythm, leisure, ecology.
import { TextAreaField, TextField } from '@coloc/shared/ui';
import { useRef, useState } from 'react';
import { useTexts } from '../../../../i18n/useTexts';
import { saveProfile } from '../../../../entities/flow/api/registrationApi';
import { optionList } from '@coloc/shared';
import { ChoiceGroup, MultiChoiceGroup } from '../../../../entities/flow/ui/ChoiceGroup';
import { StepForm } from '../../../../entities/flow/ui/StepForm';
import {
  birthDateProblem,
  hasChildrenAtHome,
  MAX_ACTIVITIES_WE,
  MAX_CHILDREN,
  MAX_CUSTODY_NOTE,
  ownsPets,
  sharesCustody,
  todayInFrance,
} from '../../model/answers';
import { focusFirstError } from '../focusFirstError';
import { questionsStep } from '../QuestionsStep';
import styles from '../steps.module.css';
import { withProfile, type ProfileStepProps } from '../withProfile';

/** A whole number of children from 1 to 10, or null when left empty; undefined when invalid. */
function parseChildrenCount(text: string): number | null | undefined {
  if (text.trim() === '') return null;
  const count = Number(text);
  return Number.isInteger(count) && count >= 1 && count <= MAX_CHILDREN ? count : undefined;
}

function Lifestyle1Step({ flow, profile }: ProfileStepProps) {
  const t = useTexts();
  const body = useRef<HTMLDivElement>(null);
  const [situation, setSituation] = useState(profile.situation);
  const [children, setChildren] = useState(profile.children);
  const [childrenCount, setChildrenCount] = useState(profile.children_count ? String(profile.children_count) : '');
  const [custody, setCustody] = useState(profile.custody_schedule);
  const [custodyNote, setCustodyNote] = useState(profile.custody_note ?? '');
  const [gender, setGender] = useState(profile.gender);
  const [birthDate, setBirthDate] = useState(profile.birth_date ?? '');
  const [submitted, setSubmitted] = useState(false);

  const today = todayInFrance();
  const withChildren = hasChildrenAtHome(children);
  const custodyShared = sharesCustody(children);
  const count = parseChildrenCount(childrenCount);
  const birthProblem = birthDateProblem(birthDate, today);
  const errors = {
    situation: situation === null ? t('questionnaire.required') : null,
    gender: gender === null ? t('questionnaire.required') : null,
    birthDate:
      birthProblem === 'required'
        ? t('questionnaire.required')
        : birthProblem === 'tooYoung'
          ? t('questionnaire.lifestyle1.tooYoung')
          : birthProblem === 'invalid'
            ? t('questionnaire.lifestyle1.birthDateInvalid')
            : null,
    childrenCount: withChildren && count === undefined ? t('questionnaire.lifestyle1.childrenCountInvalid') : null,
  };
  const shown = (error: string | null) => (submitted ? error : null);

  async function submit() {
    setSubmitted(true);
    if (Object.values(errors).some(Boolean)) {
      focusFirstError(body.current);
      return false;
    }
    // Answers that no longer apply are cleared, so that the profile never shows a stale custody rhythm.
    await saveProfile(profile.id, {
      situation,
      children,
      children_count: withChildren ? (count ?? null) : null,
      custody_schedule: custodyShared ? custody : null,
      custody_note: custodyShared && custodyNote.trim() ? custodyNote.trim() : null,
      gender,
      birth_date: birthDate,
    });
  }

  return (
    <StepForm flow={flow} title={t('questionnaire.lifestyle1.title')} intro={t('questionnaire.lifestyle1.intro')} onSubmit={submit}>
      <div ref={body}>
        <ChoiceGroup
          name="situation"
          legend={t('questionnaire.lifestyle1.situation')}
          options={optionList(flow.options, 'situation')}
          value={situation}
          onChange={setSituation}
          error={shown(errors.situation)}
        />
        <ChoiceGroup
          name="children"
          legend={t('questionnaire.lifestyle1.children')}
          options={optionList(flow.options, 'children')}
          value={children}
          onChange={setChildren}
          stacked
        />
        {withChildren && (
          <div className={styles.follow}>
            <TextField
              className={styles.narrowField}
              label={t('questionnaire.lifestyle1.childrenCount')}
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_CHILDREN}
              value={childrenCount}
              onChange={(event) => setChildrenCount(event.target.value)}
              error={shown(errors.childrenCount)}
            />
            {custodyShared && (
              <>
                <ChoiceGroup
                  name="custody_schedule"
                  legend={t('questionnaire.lifestyle1.custodySchedule')}
                  hint={t('questionnaire.lifestyle1.custodyHint')}
                  options={optionList(flow.options, 'custody_schedule')}
                  value={custody}
                  onChange={setCustody}
                  stacked
                />
                <TextAreaField
                  className={styles.field}
                  label={t('questionnaire.lifestyle1.custodyNote')}
                  hint={t('questionnaire.lifestyle1.custodyNoteHint')}
                  rows={2}
                  maxLength={MAX_CUSTODY_NOTE}
                  value={custodyNote}
                  onChange={(event) => setCustodyNote(event.target.value)}
                />
              </>
            )}
          </div>
        )}
        <ChoiceGroup
          name="gender"
          legend={t('questionnaire.lifestyle1.gender')}
          options={optionList(flow.options, 'gender')}
          value={gender}
          onChange={setGender}
          error={shown(errors.gender)}
        />
        <TextField
          className={styles.narrowField}
          label={t('questionnaire.lifestyle1.birthDate')}
          hint={t('questionnaire.lifestyle1.birthDateHint')}
          type="date"
          max={today}
          required
          autoComplete="bday"
          value={birthDate}
          onChange={(event) => setBirthDate(event.target.value)}
          error={shown(errors.birthDate)}
        />
      </div>
    </StepForm>
  );
}
export const Lifestyle1 = withProfile(Lifestyle1Step);

function Lifestyle2Step({ flow, profile }: ProfileStepProps) {
  const t = useTexts();
  const [pets, setPets] = useState(profile.pets);
  const [petList, setPetList] = useState(profile.pet_list);
  const [smoking, setSmoking] = useState(profile.smoking);
  const withPets = ownsPets(pets);

  async function submit() {
    await saveProfile(profile.id, { pets, pet_list: withPets ? petList : [], smoking });
  }

  return (
    <StepForm flow={flow} title={t('questionnaire.lifestyle2.title')} intro={t('questionnaire.lifestyle2.intro')} onSubmit={submit}>
      {flow.mode === 'registration' && <p className={styles.note}>{t('questionnaire.optionalNote')}</p>}
      <ChoiceGroup
        name="pets"
        legend={t('questionnaire.lifestyle2.pets')}
        options={optionList(flow.options, 'pets')}
        value={pets}
        onChange={setPets}
        stacked
      />
      {withPets && (
        <div className={styles.follow}>
          <MultiChoiceGroup
            legend={t('questionnaire.lifestyle2.petList')}
            hint={t('questionnaire.severalAnswers')}
            options={optionList(flow.options, 'pet_list')}
            value={petList}
            onChange={setPetList}
          />
        </div>
      )}
      <ChoiceGroup
        name="smoking"
        legend={t('questionnaire.lifestyle2.smoking')}
        options={optionList(flow.options, 'smoking')}
        value={smoking}
        onChange={setSmoking}
      />
    </StepForm>
  );
}
export const Lifestyle2 = withProfile(Lifestyle2Step);

export const Lifestyle3 = questionsStep({
  title: 'questionnaire.lifestyle3.title',
  intro: 'questionnaire.lifestyle3.intro',
  questions: [
    { kind: 'multi', field: 'dietaries', legend: 'questionnaire.lifestyle3.dietaries' },
    { kind: 'single', field: 'meals', legend: 'questionnaire.lifestyle3.meals', stacked: true },
    { kind: 'single', field: 'religious', legend: 'questionnaire.lifestyle3.religious', hint: 'questionnaire.lifestyle3.religiousHint' },
  ],
});

export const Lifestyle4 = questionsStep({
  title: 'questionnaire.lifestyle4.title',
  intro: 'questionnaire.lifestyle4.intro',
  questions: [
    { kind: 'single', field: 'pace_of_life', legend: 'questionnaire.lifestyle4.paceOfLife' },
    { kind: 'single', field: 'outings_at_week', legend: 'questionnaire.lifestyle4.outingsAtWeek' },
    { kind: 'multi', field: 'activities_we', legend: 'questionnaire.lifestyle4.activitiesWe', max: MAX_ACTIVITIES_WE },
  ],
});

export const Lifestyle5 = questionsStep({
  title: 'questionnaire.lifestyle5.title',
  intro: 'questionnaire.lifestyle5.intro',
  questions: [
    { kind: 'multi', field: 'sports', legend: 'questionnaire.lifestyle5.sports' },
    { kind: 'multi', field: 'arts', legend: 'questionnaire.lifestyle5.arts' },
  ],
});

export const Lifestyle6 = questionsStep({
  title: 'questionnaire.lifestyle6.title',
  intro: 'questionnaire.lifestyle6.intro',
  questions: [{ kind: 'multi', field: 'ecoloc', legend: 'questionnaire.lifestyle6.ecoloc' }],
  importance: 'lifestyle',
});
