// What a profile page shows: answers turned into labelled rows, grouped by section. Pure, shared by
// the user's own profile page and the view of another member's profile.
import { type HomeKindAnswer, type ImportanceSection, optionList, type Options, optionText, type PrivateCapableField, PROFILE_MULTI_FIELDS, type ProfileData } from '@coloc/shared';
import type { TextKey } from '../../../i18n/fr';
import type { Translate } from '../../../i18n/useTexts';
import { ageOn, todayInFrance } from './answers';
import { PROFILE_SECTIONS, type DisplayedField, type ProfileStep, type SectionKey } from './sections';

/** Answers as the API gives them: all of them for oneself, the shared ones for another member. */
export type Answers = Partial<Omit<ProfileData, 'id' | 'user_id' | 'importance' | 'private_fields' | 'sensitive_consent'>>;

export type ShownField = DisplayedField | 'birth_date' | 'description';

const HOME_KIND_TEXTS: Record<HomeKindAnswer, TextKey> = {
  none: 'questionnaire.profile.homeKinds.none',
  shared: 'questionnaire.profile.homeKinds.shared',
  'non-coloc': 'questionnaire.profile.homeKinds.nonColoc',
};

const MULTI = new Set<string>(PROFILE_MULTI_FIELDS);
/** Details of the children answer: kept private together with it. */
const CHILDREN_DETAILS = new Set<string>(['children_count', 'custody_schedule', 'custody_note']);
const EXCERPT_LENGTH = 80;

/** The answer to one question in words ([] when unanswered); several words for a multiple choice. */
export function answerValues(field: ShownField, answers: Answers, options: Options | null, t: Translate, today: string = todayInFrance()): string[] {
  switch (field) {
    case 'birth_date': {
      const age = answers.birth_date ? ageOn(answers.birth_date, today) : null;
      return age === null ? [] : [t('questionnaire.profile.age', { count: age })];
    }
    case 'description': {
      const text = answers.description?.trim();
      if (!text) return [];
      return [text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH).trimEnd()}…` : text];
    }
    case 'children_count':
      return answers.children_count ? [t('questionnaire.profile.childrenCount', { count: answers.children_count })] : [];
    case 'custody_note':
      return answers.custody_note?.trim() ? [answers.custody_note.trim()] : [];
    case 'home_kind':
      return answers.home_kind ? [t(HOME_KIND_TEXTS[answers.home_kind])] : [];
    default: {
      if (MULTI.has(field)) {
        const ids = (answers[field] as number[] | undefined) ?? [];
        const list = optionList(options, field);
        // Catalogue order, the order the questionnaire shows them in.
        return list.filter((option) => ids.includes(option.id)).map((option) => option.text);
      }
      const text = optionText(options, field, answers[field] as number | null | undefined);
      return text ? [text] : [];
    }
  }
}

export interface AnswerRow {
  field: DisplayedField;
  label: string;
  values: string[];
  /** Kept private by the user: only they see it (their own profile page). */
  isPrivate: boolean;
}

export interface SectionView {
  key: SectionKey;
  title: string;
  /** The step "Modifier" leads to. */
  editStep: ProfileStep;
  /** "Essentiel", "Important"…: the weight the user gave the section, when known. */
  importance: string | null;
  rows: AnswerRow[];
}

export function isPrivateField(field: string, privateFields: readonly PrivateCapableField[]): boolean {
  const owner = CHILDREN_DETAILS.has(field) ? 'children' : field;
  return (privateFields as readonly string[]).includes(owner);
}

/** The sections of a profile with their answered questions, in questionnaire order. */
export function sectionsOf(
  answers: Answers,
  options: Options | null,
  t: Translate,
  extra: { privateFields?: readonly PrivateCapableField[]; importance?: Partial<Record<ImportanceSection, number>> | null } = {},
): SectionView[] {
  const privateFields = extra.privateFields ?? [];
  return PROFILE_SECTIONS.map((section) => ({
    key: section.key,
    title: t(`questionnaire.profile.sections.${section.key}`),
    editStep: section.steps[0]!,
    importance: section.importance && extra.importance ? optionText(options, 'importance', extra.importance[section.importance]) : null,
    rows: section.fields.flatMap((field) => {
      const values = answerValues(field, answers, options, t);
      return values.length === 0
        ? []
        : [{ field, label: t(`questionnaire.fields.${field}`), values, isPrivate: isPrivateField(field, privateFields) }];
    }),
  }));
}
