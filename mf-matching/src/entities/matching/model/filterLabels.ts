// French names of the SPEC 3 filter keys, grouped as the questionnaire asks them.
import type { SearchFilterKey } from '@coloc/shared';

export const FILTER_LABELS: Record<SearchFilterKey, string> = {
  position: 'Projet',
  service_list: 'Services',
  pet_list: 'Animaux de compagnie',
  smoking: 'Tabac',
  dietaries: 'Alimentation',
  religious: 'Religion ou spiritualité',
  meals: 'Repas',
  pace_of_life: 'Rythme de vie',
  outings_at_week: 'Sorties',
  activities_we: 'Le week-end',
  sports: 'Sports',
  arts: 'Arts et culture',
  appearance: 'Style',
  hobby: 'Loisirs',
  thinking_about: "Centres d'intérêt",
  character: 'Caractère',
  decorating: 'Décoration',
  time_at_home: 'Présence à la maison',
  clean_and_tidy: 'Rangement',
  cooking: 'Cuisine',
  bathing: 'Salle de bain',
  tinkering: 'Bricolage',
  gardening: 'Jardinage',
  watching_tv: 'Télévision',
  work: 'Situation professionnelle',
  education: "Niveau d'études",
  business_area: "Secteur d'activité",
  ecoloc: 'Écologie au quotidien',
};

/** Religion and diet: offered as filters only to someone who consented to their own being used (issue 16, §4). */
export const SENSITIVE_FILTER_KEYS: readonly SearchFilterKey[] = ['dietaries', 'religious'];

/** The filter groups this person may use: without their consent, never religion nor diet. */
export function filterGroupsFor(sensitiveConsent: boolean): ReadonlyArray<{ title: string; keys: readonly SearchFilterKey[] }> {
  if (sensitiveConsent) return FILTER_GROUPS;
  return FILTER_GROUPS.map((group) => ({ ...group, keys: group.keys.filter((key) => !SENSITIVE_FILTER_KEYS.includes(key)) }));
}

export const FILTER_GROUPS: ReadonlyArray<{ title: string; keys: readonly SearchFilterKey[] }> = [
  { title: 'Projet', keys: ['position', 'service_list'] },
  { title: 'Mode de vie', keys: ['pet_list', 'smoking', 'dietaries', 'religious', 'meals', 'pace_of_life', 'outings_at_week'] },
  { title: 'Loisirs et personnalité', keys: ['activities_we', 'sports', 'arts', 'appearance', 'hobby', 'thinking_about', 'character'] },
  { title: 'À la maison', keys: ['decorating', 'time_at_home', 'clean_and_tidy', 'cooking', 'bathing', 'tinkering', 'gardening', 'watching_tv', 'ecoloc'] },
  { title: 'Vie professionnelle', keys: ['work', 'education', 'business_area'] },
];
