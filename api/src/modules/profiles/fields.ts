/*
 * The questionnaire's field lists, as in shared/src/types/registration.ts (the API does not depend
 * on the front-end package; test/modules/profiles/fields.test.ts checks that both stay equal).
 */

export const PROFILE_SINGLE_FIELDS = [
  'position', 'situation', 'gender', 'children', 'custody_schedule', 'pets', 'smoking', 'religious', 'meals',
  'pace_of_life', 'outings_at_week', 'appearance', 'time_at_home', 'clean_and_tidy', 'cooking', 'bathing',
  'tinkering', 'gardening', 'watching_tv', 'work', 'education', 'business_area',
] as const;
export const PROFILE_MULTI_FIELDS = [
  'pet_list', 'dietaries', 'activities_we', 'sports', 'arts', 'hobby', 'thinking_about', 'character', 'decorating',
  'service_list', 'ecoloc',
] as const;
export type ProfileSingleField = (typeof PROFILE_SINGLE_FIELDS)[number];
export type ProfileMultiField = (typeof PROFILE_MULTI_FIELDS)[number];

export const IMPORTANCE_SECTIONS = ['lifestyle', 'personality', 'athome', 'employment'] as const;
export type ImportanceSection = (typeof IMPORTANCE_SECTIONS)[number];
/** "Important": the weight of a section until the user picks one. */
export const DEFAULT_IMPORTANCE = 3;

export const PRIVATE_CAPABLE_FIELDS = [
  'birth_date', 'gender', 'children', 'religious', 'dietaries', 'work', 'education', 'business_area', 'description',
] as const;
export type PrivateCapableField = (typeof PRIVATE_CAPABLE_FIELDS)[number];

/**
 * Religion and diet (halal, casher, gluten-free… are religious or health data, GDPR art. 9): kept
 * private and unused by matching until the person consents in their parameters.
 */
export const SENSITIVE_FIELDS = ['religious', 'dietaries'] as const;

export const HOME_KINDS = ['none', 'shared', 'non-coloc'] as const;
export type HomeKind = (typeof HOME_KINDS)[number];

export const MAX_MULTI_CHOICES = 20;
export const MIN_AGE = 18;
export const MAX_AGE = 120;
export const MAX_CHILDREN = 10;
export const MAX_CUSTODY_NOTE = 500;
export const MAX_DESCRIPTION = 2000;

/** French name of each answer, with its article, for error messages ("Choix invalide pour le genre."). */
export const ANSWER_LABELS: Record<ProfileSingleField | ProfileMultiField, string> = {
  position: 'le projet de logement',
  situation: 'la situation',
  gender: 'le genre',
  children: 'les enfants',
  custody_schedule: 'le rythme de garde',
  pets: 'les animaux',
  smoking: 'le tabac',
  religious: 'la religion',
  meals: 'les repas',
  pace_of_life: 'le rythme de vie',
  outings_at_week: 'les sorties',
  appearance: 'le style',
  time_at_home: 'le temps passé à la maison',
  clean_and_tidy: 'le rangement',
  cooking: 'la cuisine',
  bathing: 'la toilette',
  tinkering: 'le bricolage',
  gardening: 'le jardinage',
  watching_tv: 'la télévision',
  work: 'la situation professionnelle',
  education: "le niveau d'études",
  business_area: "le secteur d'activité",
  pet_list: 'la liste des animaux',
  dietaries: "l'alimentation",
  activities_we: 'les activités du week-end',
  sports: 'les sports',
  arts: 'les arts',
  hobby: 'les loisirs',
  thinking_about: "les centres d'intérêt",
  character: 'le caractère',
  decorating: 'la décoration',
  service_list: 'les services',
  ecoloc: "l'écologie au quotidien",
};
