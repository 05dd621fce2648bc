// Test data for the questionnaire, search step and profile pages: option lists shaped like
// GET /api/options (same ids as the API's catalogue, fewer entries) and a flow context.
import type { OptionItem, Options, ProfileData, User } from '@coloc/shared';
import type { StepContext } from './model/context';

const list = (entries: ReadonlyArray<readonly [number, string]>): OptionItem[] => entries.map(([id, text]) => ({ id, text, children: [] }));

export const OPTIONS: Options = {
  situation: list([[1, 'Seul(e)'], [2, 'En couple'], [3, 'En famille'], [4, 'En groupe']]),
  gender: list([[1, 'Femme'], [2, 'Homme'], [3, 'Non-binaire'], [4, 'Je préfère ne pas le préciser']]),
  children: list([
    [1, "Pas d'enfant"],
    [2, 'Enfant(s) à temps plein'],
    [3, 'Enfant(s) en garde alternée'],
    [4, 'Enfant(s) le week-end et pendant les vacances'],
    [5, 'Enfant(s) à venir'],
  ]),
  custody_schedule: list([[1, 'Une semaine sur deux'], [2, 'Un week-end sur deux'], [5, 'Un autre rythme']]),
  pets: list([[1, "Pas d'animal"], [2, "J'ai un ou plusieurs animaux"], [3, "Pas d'animal, mais j'accepte ceux des autres"]]),
  pet_list: list([[1, 'Chien'], [2, 'Chat'], [3, 'Oiseau']]),
  smoking: list([[1, 'Non-fumeur'], [2, "Fumeur, uniquement à l'extérieur"], [3, 'Fumeur']]),
  dietaries: list([[1, 'Omnivore'], [4, 'Végétarien'], [9, 'Sans gluten']]),
  religious: list([[1, 'Sans religion'], [2, 'Catholique'], [5, 'Musulman(e)']]),
  meals: list([[1, 'Chacun cuisine et mange de son côté'], [2, 'Un repas partagé de temps en temps']]),
  pace_of_life: list([[1, 'Lève-tôt'], [2, 'Couche-tard']]),
  outings_at_week: list([[1, 'Jamais ou presque'], [2, 'Une fois par semaine']]),
  activities_we: list([[1, 'Repos à la maison'], [2, 'Sorties entre amis'], [3, 'Balades et randonnées'], [4, 'Activités sportives'], [5, 'Sorties culturelles'], [6, 'Escapades et voyages']]),
  sports: list([[1, 'Course à pied'], [2, 'Vélo']]),
  arts: list([[1, 'Écouter de la musique'], [8, 'Lecture']]),
  ecoloc: list([[1, 'Tri des déchets'], [2, 'Compost']]),
  character: list([[1, 'Calme'], [2, 'Sociable'], [3, 'Discret / discrète'], [4, 'Joyeux / joyeuse'], [5, 'Organisé(e)'], [6, 'Spontané(e)']]),
  appearance: list([[1, 'Décontracté(e)'], [2, 'Classique']]),
  thinking_about: list([[1, 'Écologie et environnement'], [6, 'Art et culture']]),
  hobby: list([[1, 'Jeux de société'], [3, 'Cuisine et pâtisserie']]),
  time_at_home: list([[1, 'Rarement à la maison'], [2, 'Surtout le soir']]),
  clean_and_tidy: list([[1, 'Très ordonné(e)'], [2, 'Ordonné(e)']]),
  cooking: list([[1, 'Je ne cuisine pas'], [3, "J'aime cuisiner"]]),
  bathing: list([[1, 'Douche rapide'], [2, 'Douche le matin']]),
  tinkering: list([[1, 'Pas du tout bricoleur / bricoleuse'], [2, 'Petites réparations']]),
  gardening: list([[1, 'Pas de jardinage'], [2, 'Quelques plantes']]),
  watching_tv: list([[1, 'Jamais'], [2, 'De temps en temps']]),
  decorating: list([[1, 'Minimaliste'], [2, 'Chaleureux et cosy']]),
  work: list([[1, 'Étudiant(e)'], [4, 'Salarié(e) en CDI']]),
  education: list([[3, 'Baccalauréat'], [6, 'Bac +5 (master, école)']]),
  business_area: list([[15, 'Informatique et numérique'], [21, 'Santé et médico-social']]),
  position: list([
    [1, 'Je cherche une chambre en colocation'],
    [2, 'Je propose une chambre dans mon logement'],
    [3, 'Je cherche des colocataires pour trouver un logement ensemble'],
    [4, 'Je cherche un logement contre services'],
    [5, 'Je propose un logement contre services'],
  ]),
  service_list: list([[1, 'Présence le soir et la nuit'], [3, 'Courses'], [7, 'Jardinage']]),
  importance: list([[1, 'Pas important'], [2, 'Un peu'], [3, 'Important'], [4, 'Essentiel']]),
};

export function makeProfile(extra: Partial<ProfileData> = {}): ProfileData {
  return {
    id: 7,
    user_id: 42,
    position: null, situation: null, gender: null, children: null, custody_schedule: null, pets: null, smoking: null,
    religious: null, meals: null, pace_of_life: null, outings_at_week: null, appearance: null, time_at_home: null,
    clean_and_tidy: null, cooking: null, bathing: null, tinkering: null, gardening: null, watching_tv: null, work: null,
    education: null, business_area: null,
    pet_list: [], dietaries: [], activities_we: [], sports: [], arts: [], hobby: [], thinking_about: [], character: [],
    decorating: [], service_list: [], ecoloc: [],
    birth_date: null,
    children_count: null,
    custody_note: null,
    description: null,
    home_kind: null,
    importance: { lifestyle: 3, personality: 3, athome: 3, employment: 3 },
    private_fields: [],
    sensitive_consent: false,
    ...extra,
  };
}

export function makeFlow(user: User, extra: Partial<StepContext> = {}): StepContext {
  return {
    step: 'lifestyle-1',
    user,
    options: OPTIONS,
    mode: 'registration',
    homeId: null,
    isFirst: false,
    position: 1,
    total: 16,
    next: jest.fn(async () => {}),
    previous: jest.fn(),
    ...extra,
  };
}
