// The questionnaire's fields and limits (SPEC 2.6, SPEC 9): the API validates with them and the
// screens build the questionnaire from them. No TypeBox: a screen bundles these lists only.

/** Single-choice questionnaire fields: each holds one option id of `GET /api/options` (same key). */
export const PROFILE_SINGLE_FIELDS = [
  'position', 'situation', 'gender', 'children', 'custody_schedule', 'pets', 'smoking', 'religious', 'meals',
  'pace_of_life', 'outings_at_week', 'appearance', 'time_at_home', 'clean_and_tidy', 'cooking', 'bathing',
  'tinkering', 'gardening', 'watching_tv', 'work', 'education', 'business_area',
] as const;
/** Multiple-choice questionnaire fields: each holds a list of option ids (same key in the options). */
export const PROFILE_MULTI_FIELDS = [
  'pet_list', 'dietaries', 'activities_we', 'sports', 'arts', 'hobby', 'thinking_about', 'character', 'decorating',
  'service_list', 'ecoloc',
] as const;
export type ProfileSingleField = (typeof PROFILE_SINGLE_FIELDS)[number];
export type ProfileMultiField = (typeof PROFILE_MULTI_FIELDS)[number];

/** Sections whose weight the user chooses (option list `importance`, ids 1 to 4). */
export const IMPORTANCE_SECTIONS = ['lifestyle', 'personality', 'athome', 'employment'] as const;
export type ImportanceSection = (typeof IMPORTANCE_SECTIONS)[number];
/** "Important": the weight of a section until the user picks one. */
export const DEFAULT_IMPORTANCE = 3;

/**
 * Fields a user may keep to themselves: never shown to others and never used by matching.
 * (Everything else of the questionnaire is visible to signed-in users.)
 */
export const PRIVATE_CAPABLE_FIELDS = [
  'birth_date', 'gender', 'children', 'religious', 'dietaries', 'work', 'education', 'business_area', 'description',
] as const;
export type PrivateCapableField = (typeof PRIVATE_CAPABLE_FIELDS)[number];

/**
 * Religion and diet (halal, casher, gluten-free… are religious or health data, GDPR art. 9): kept
 * private and unused by matching until the person consents in their parameters.
 */
export const SENSITIVE_FIELDS = ['religious', 'dietaries'] as const;
export type SensitiveField = (typeof SENSITIVE_FIELDS)[number];

/** What the seeker declared at step home-1; it picks the branch of the flow (SPEC 2.6). */
export const HOME_KINDS = ['none', 'shared', 'non-coloc'] as const;
export type HomeKind = (typeof HOME_KINDS)[number];

export const MAX_MULTI_CHOICES = 20;
export const MIN_AGE = 18;
export const MAX_AGE = 120;
export const MAX_CHILDREN = 10;
export const MAX_CUSTODY_NOTE = 500;
export const MAX_DESCRIPTION = 2000;
