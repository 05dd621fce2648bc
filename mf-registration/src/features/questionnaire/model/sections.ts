// How the questionnaire is organised: which step asks which answers, and the sections the profile
// pages show (with the steps that edit each of them).
import type { ImportanceSection, ProfileData } from '@coloc/shared';

export const QUESTIONNAIRE_STEP_NAMES = [
  'lifestyle-1', 'lifestyle-2', 'lifestyle-3', 'lifestyle-4', 'lifestyle-5', 'lifestyle-6',
  'personality-1', 'personality-2',
  'athome-1', 'athome-2',
  'employment',
  'personality-3', 'personality-4', 'personality-5',
  'home-1',
  'search',
] as const;
export type QuestionnaireStep = (typeof QUESTIONNAIRE_STEP_NAMES)[number];

/** Steps that only touch the profile: the ones `profile/edit` can show (the search has its own page). */
export type ProfileStep = Exclude<QuestionnaireStep, 'search'>;

/** Answers shown on a profile, in reading order (birth date and situation are in the header). */
export type DisplayedField = Exclude<keyof ProfileData, 'id' | 'user_id' | 'importance' | 'private_fields' | 'sensitive_consent' | 'birth_date' | 'situation' | 'description'>;

export type SectionKey = 'lifestyle' | 'personality' | 'athome' | 'employment' | 'project';

export interface ProfileSection {
  key: SectionKey;
  /** The weight the user gave the section, when it has one. */
  importance: ImportanceSection | null;
  /** Steps editing the section; the first one is where "Modifier" leads. */
  steps: readonly ProfileStep[];
  fields: readonly DisplayedField[];
}

export const PROFILE_SECTIONS: readonly ProfileSection[] = [
  {
    key: 'lifestyle',
    importance: 'lifestyle',
    steps: ['lifestyle-1', 'lifestyle-2', 'lifestyle-3', 'lifestyle-4', 'lifestyle-5', 'lifestyle-6'],
    fields: [
      'gender', 'children', 'children_count', 'custody_schedule', 'custody_note', 'pets', 'pet_list', 'smoking',
      'dietaries', 'meals', 'religious', 'pace_of_life', 'outings_at_week', 'activities_we', 'sports', 'arts', 'ecoloc',
    ],
  },
  {
    key: 'personality',
    importance: 'personality',
    steps: ['personality-1', 'personality-2', 'personality-3', 'personality-4', 'personality-5'],
    fields: ['character', 'appearance', 'thinking_about', 'hobby'],
  },
  {
    key: 'athome',
    importance: 'athome',
    steps: ['athome-1', 'athome-2'],
    fields: ['time_at_home', 'clean_and_tidy', 'cooking', 'bathing', 'tinkering', 'gardening', 'watching_tv', 'decorating'],
  },
  {
    key: 'employment',
    importance: 'employment',
    steps: ['employment'],
    fields: ['work', 'education', 'business_area'],
  },
  {
    key: 'project',
    importance: null,
    steps: ['home-1'],
    fields: ['position', 'home_kind', 'service_list'],
  },
];

export const PROFILE_STEPS: readonly ProfileStep[] = PROFILE_SECTIONS.flatMap((section) => section.steps);

export function isProfileStep(step: string | null | undefined): step is ProfileStep {
  return !!step && (PROFILE_STEPS as readonly string[]).includes(step);
}

export function sectionOfStep(step: ProfileStep): ProfileSection {
  return PROFILE_SECTIONS.find((section) => section.steps.includes(step))!;
}

/** Where the photo and description are edited, and where privacy is chosen. */
export const PRESENTATION_STEP: ProfileStep = 'personality-4';
export const PRIVACY_STEP: ProfileStep = 'personality-5';
