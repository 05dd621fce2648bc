import type { ProfileUpdateInput } from '@coloc/contract/profiles/schemas';
import type { SearchInput } from '../../modules/searches/schemas';

/** Demo accounts listed in the README; all use the password below. */
export const DEMO_PASSWORD = 'demo1234';

/** A city of the demo search, found in the seeded cities table by name and département. */
export interface DemoCity {
  name: string;
  admin2_code: string;
}

export interface DemoAccount {
  email: string;
  first_name: string;
  name: string;
  type: number;
  business_name: string | null;
  avatar_color: string;
  /** A listing still being written (no photo yet), in a city of the cities table. */
  home?: {
    name: string;
    address: string;
    postal_code: string;
    city: DemoCity;
    is_coloc: number;
    description: string;
    rooms: Array<{ number: number; name: string | null; rent: number; charges: number; surface: number }>;
  };
  /** Questionnaire answers, checked by the same rules as PUT /api/profiles/{id}. Empty when absent. */
  profile?: ProfileUpdateInput;
  /** Search with SPEC 9 defaults for what is left out; cities are looked up in the cities table. */
  search?: { cities: DemoCity[]; criteria: Omit<SearchInput, 'city_searches'> };
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'coloc@demo.toitpartage.fr',
    first_name: 'Camille',
    name: 'Martin',
    type: 1,
    business_name: null,
    avatar_color: '#4DB6AC',
    // A finished seeker: lands on matching with answers and a search that give results.
    profile: {
      position: 1,
      situation: 1,
      gender: 1,
      children: 1,
      pets: 3,
      smoking: 1,
      religious: 1,
      meals: 3,
      pace_of_life: 3,
      outings_at_week: 2,
      appearance: 1,
      time_at_home: 5,
      clean_and_tidy: 2,
      cooking: 3,
      bathing: 2,
      tinkering: 2,
      gardening: 2,
      watching_tv: 2,
      work: 4,
      education: 6,
      business_area: 15,
      pet_list: [],
      dietaries: [2],
      activities_we: [2, 3, 5],
      sports: [1, 12, 15],
      arts: [4, 7, 8],
      hobby: [1, 3, 7],
      thinking_about: [1, 6, 9],
      character: [2, 5, 10, 15],
      decorating: [2, 5],
      service_list: [],
      ecoloc: [1, 3, 4, 6],
      birth_date: '1996-04-12',
      description:
        "Développeuse web dans une PME lyonnaise, en télétravail deux jours par semaine. Je cherche une colocation calme mais conviviale, près d'un métro ou d'un tram. J'aime cuisiner pour les autres, les jeux de société et l'escalade le week-end. Ordonnée sans être maniaque, je tiens au tri et aux courses en vrac.",
      home_kind: 'none',
      importance: { lifestyle: 4, personality: 3, athome: 3, employment: 2 },
      private_fields: ['religious'],
    },
    search: {
      cities: [{ name: 'Lyon', admin2_code: '69' }, { name: 'Villeurbanne', admin2_code: '69' }],
      criteria: {
        radius: 5,
        bedroom_count: 1,
        per_room_budget_min: 350,
        per_room_budget_max: 650,
        age_min: 22,
        age_max: 40,
        situation: 'single',
        situations: ['single', 'couple'],
        smoking: false,
        pets: null,
        private_bathroom: null,
        ecoloc: true,
      },
    },
  },
  {
    email: 'proprio@demo.toitpartage.fr',
    first_name: 'Bernard',
    name: 'Lefèvre',
    type: 2,
    business_name: null,
    avatar_color: '#7986CB',
  },
  {
    email: 'agent@demo.toitpartage.fr',
    first_name: 'Sophie',
    name: 'Garnier',
    type: 4,
    business_name: 'Agence Les Toits de Lyon',
    avatar_color: '#F06292',
  },
  {
    email: 'manager@demo.toitpartage.fr',
    first_name: 'Karim',
    name: 'Benali',
    type: 8,
    business_name: 'Gestion Habitat Partagé',
    avatar_color: '#FFB74D',
  },
  {
    // Owner-occupier: a coloc (type 1) whose home is not a shared one, so treated as an owner.
    email: 'occupant@demo.toitpartage.fr',
    first_name: 'Claire',
    name: 'Dubois',
    type: 1,
    business_name: null,
    avatar_color: '#81C784',
    profile: {
      situation: 1,
      gender: 1,
      children: 1,
      pets: 2,
      pet_list: [2],
      smoking: 1,
      work: 12,
      birth_date: '1958-09-03',
      description: 'Retraitée, je loue mon appartement de la Croix-Rousse pendant mes séjours chez ma fille en Bretagne.',
      home_kind: 'non-coloc',
    },
    home: {
      name: 'Appartement Croix-Rousse',
      address: '8 rue Dumenge',
      postal_code: '69004',
      city: { name: 'Lyon', admin2_code: '69' },
      is_coloc: 0,
      description:
        "Grand appartement de canut sous les toits, hauts plafonds et poutres apparentes. Je le loue pendant mes séjours en Bretagne, ou une chambre contre un peu de présence le reste de l'année.",
      rooms: [
        { number: 0, name: 'chambre sur cour', rent: 460, charges: 50, surface: 13 },
        { number: 1, name: null, rent: 420, charges: 50, surface: 11 },
      ],
    },
  },
  {
    // A tenant of one of proprio@'s homes (modules/rentals/seed.ts): lease, receipts, shared documents.
    email: 'locataire@demo.toitpartage.fr',
    first_name: 'Julie',
    name: 'Roux',
    type: 1,
    business_name: null,
    avatar_color: '#BA68C8',
    profile: {
      situation: 1,
      gender: 1,
      children: 1,
      pets: 1,
      smoking: 1,
      work: 4,
      birth_date: '1999-02-21',
      description: "Infirmière à l'hôpital de la Croix-Rousse, je vis en colocation depuis deux ans et j'adore les soirées jeux.",
      home_kind: 'none',
    },
  },
  {
    // Reviews adverts in the moderation console: modules/moderation/seed.ts gives it staff_role 'moderator'.
    email: 'moderation@demo.toitpartage.fr',
    first_name: 'Hugo',
    name: 'Lambert',
    type: 1,
    business_name: null,
    avatar_color: '#A1887F',
  },
  {
    // Answers the customer-service threads: modules/messaging/seed.ts gives it staff_role 'support'.
    // No search and no city, so matching never shows it.
    email: 'support@demo.toitpartage.fr',
    first_name: 'Inès',
    name: 'Moreau',
    type: 1,
    business_name: null,
    avatar_color: '#90A4AE',
  },
];
