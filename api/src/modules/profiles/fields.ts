// The questionnaire's fields and limits are the contract's (screens build the questionnaire from
// the same lists); the French name of each answer is the API's, for its error messages.
import type { ProfileMultiField, ProfileSingleField } from '@coloc/contract/profiles/fields';

export * from '@coloc/contract/profiles/fields';

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
