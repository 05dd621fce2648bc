import { createHash } from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import sharp from 'sharp';
import { hashPassword } from '../../lib/password';
import { newImagePublicId } from '../../lib/images/public-id';
import { removeOriginal, storeOriginal } from '../../lib/images/storage';
import { FRANCE_ID } from '../../modules/options/catalogue';
import type { Database, HomesTable, ProfilesTable, RoomsTable, SearchesTable, UsersTable } from '../types';
import { DEMO_PASSWORD } from './demo-accounts';
import { facadeSvg, roomSvg } from './homes';

/*
 * Demo seekers: a few thousand finished coloc profiles with every questionnaire section, a search
 * in one of the largest French cities, and for some a room to share in their own home. Ages run
 * from 18 to 80 (students, young workers, solo parents with a custody rhythm, retirees offering a
 * room against services), so that matching has realistic people to compare. Everything comes from
 * a fixed pseudo-random sequence: two seeds of an empty database give the same people, and the
 * generator below is what the matching benchmark uses for its 100,000 profiles.
 */

export type Random = () => number;

/** mulberry32: small, fast and good enough for demo data. */
export function randomSequence(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const between = (random: Random, min: number, max: number) => min + random() * (max - min);
const integer = (random: Random, min: number, max: number) => Math.floor(between(random, min, max + 1));
const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
const chance = (random: Random, p: number) => random() < p;
const roundTo = (value: number, step: number) => Math.round(value / step) * step;

/** Picks from [value, weight] pairs. */
function weighted<T>(random: Random, entries: ReadonlyArray<readonly [T, number]>): T {
  const total = entries.reduce((sum, [, w]) => sum + w, 0);
  let r = random() * total;
  for (const [value, w] of entries) {
    r -= w;
    if (r < 0) return value;
  }
  return entries[entries.length - 1]![0];
}

function sample(random: Random, ids: readonly number[], count: number): number[] {
  const pool = [...ids];
  const chosen: number[] = [];
  while (chosen.length < count && pool.length > 0) chosen.push(pool.splice(Math.floor(random() * pool.length), 1)[0]!);
  return chosen.sort((a, b) => a - b);
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

const WOMEN = [
  'Camille', 'Léa', 'Manon', 'Chloé', 'Emma', 'Inès', 'Sarah', 'Jade', 'Louise', 'Alice', 'Clara', 'Julie', 'Marie', 'Lucie', 'Pauline',
  'Anaïs', 'Mathilde', 'Océane', 'Zoé', 'Elsa', 'Juliette', 'Margaux', 'Laura', 'Amandine', 'Charlotte', 'Nadia', 'Yasmine', 'Fatima',
  'Aïcha', 'Sophie', 'Isabelle', 'Catherine', 'Nathalie', 'Sylvie', 'Christine', 'Monique', 'Françoise', 'Martine', 'Brigitte', 'Hélène',
  'Mireille', 'Jacqueline', 'Odile', 'Agnès', 'Véronique', 'Mélanie', 'Aurélie', 'Émilie', 'Noémie', 'Salomé',
];
const MEN = [
  'Lucas', 'Hugo', 'Louis', 'Nathan', 'Gabriel', 'Arthur', 'Jules', 'Adam', 'Raphaël', 'Paul', 'Tom', 'Théo', 'Maxime', 'Antoine', 'Thomas',
  'Nicolas', 'Julien', 'Alexandre', 'Romain', 'Clément', 'Mehdi', 'Karim', 'Yanis', 'Samir', 'Omar', 'Mamadou', 'Moussa', 'Pierre', 'Jean',
  'Michel', 'Philippe', 'Alain', 'Bernard', 'Patrick', 'Daniel', 'Gérard', 'Jacques', 'François', 'Christophe', 'Laurent', 'Olivier',
  'Sébastien', 'Guillaume', 'Vincent', 'Benoît', 'Rémi', 'Baptiste', 'Quentin', 'Florian', 'Enzo',
];
const SURNAMES = [
  'Martin', 'Bernard', 'Thomas', 'Petit', 'Robert', 'Richard', 'Durand', 'Dubois', 'Moreau', 'Laurent', 'Simon', 'Michel', 'Lefebvre',
  'Leroy', 'Roux', 'David', 'Bertrand', 'Morel', 'Fournier', 'Girard', 'Bonnet', 'Dupont', 'Lambert', 'Fontaine', 'Rousseau', 'Vincent',
  'Muller', 'Lefèvre', 'Faure', 'André', 'Mercier', 'Blanc', 'Guérin', 'Boyer', 'Garnier', 'Chevalier', 'François', 'Legrand', 'Gauthier',
  'Garcia', 'Perrin', 'Robin', 'Clément', 'Morin', 'Nicolas', 'Henry', 'Roussel', 'Mathieu', 'Gautier', 'Masson', 'Marchand', 'Duval',
  'Denis', 'Dumont', 'Marie', 'Lemaire', 'Noël', 'Meyer', 'Dufour', 'Meunier', 'Brun', 'Blanchard', 'Giraud', 'Joly', 'Rivière', 'Lucas',
  'Brunet', 'Gaillard', 'Barbier', 'Arnaud', 'Martinez', 'Gérard', 'Roche', 'Renard', 'Schmitt', 'Roy', 'Leroux', 'Colin', 'Vidal',
  'Caron', 'Picard', 'Roger', 'Fabre', 'Aubert', 'Lemoine', 'Renaud', 'Dumas', 'Lacroix', 'Olivier', 'Philippe', 'Bourgeois', 'Pierre',
  'Benoît', 'Rey', 'Leclerc', 'Payet', 'Rolland', 'Leclercq', 'Guillaume', 'Lecomte', 'Lopez', 'Jean', 'Dupuy', 'Guillot', 'Hubert',
  'Berger', 'Carpentier', 'Sanchez', 'Dupuis', 'Moulin', 'Louis', 'Deschamps', 'Huet', 'Vasseur', 'Perez', 'Boucher', 'Fleury', 'Royer',
  'Klein', 'Jacquet', 'Adam', 'Paris', 'Poirier', 'Marty', 'Aubry', 'Guyot', 'Carré', 'Charles', 'Renault', 'Charpentier', 'Ménard',
  'Maillard', 'Baron', 'Bertin', 'Bailly', 'Hervé', 'Schneider', 'Fernandez', 'Le Gall', 'Collet', 'Léger', 'Bouvier', 'Julien', 'Prévost',
  'Millet', 'Perrot', 'Daniel', 'Le Roux', 'Cousin', 'Germain', 'Breton', 'Besson', 'Langlois', 'Rémy', 'Le Goff', 'Pelletier', 'Lévêque',
  'Haddad', 'Benali', 'Diallo', 'Traoré', 'Nguyen', 'Ferreira', 'Da Silva', 'Bensaïd', 'Mansouri', 'Cissé',
];
const COLORS = ['#4DB6AC', '#7986CB', '#F06292', '#FFB74D', '#81C784', '#BA68C8', '#4FC3F7', '#E57373', '#A1887F', '#90A4AE', '#FF8A65', '#AED581'];

/** Typical monthly room rent (charges excluded) of the cities of the demo listings. */
const ROOM_RENT_BY_CITY: Record<string, number> = {
  Paris: 850, Nice: 620, Lyon: 570, Bordeaux: 550, Marseille: 500, Montpellier: 500, Nantes: 500, Toulouse: 480, Strasbourg: 480,
  Lille: 480, Rennes: 470, Toulon: 450, Reims: 420, 'Le Havre': 400, 'Saint-Étienne': 360,
};
const DEFAULT_ROOM_RENT = 450;
/** The README's demo seeker looks in Lyon: more people there, so that her matching is well filled. */
const CITY_BOOST: Record<string, number> = { Lyon: 2.5 };

export interface SeedCity {
  id: number;
  name: string;
  country_id: number;
  admin1_code: string | null;
  admin1_name: string | null;
  admin2_code: string | null;
  admin2_name: string | null;
  lat: number;
  lng: number;
  population: number | null;
}

/** The most populated French communes of the cities table (one row per name and département). */
export async function largestCities(db: Kysely<Database>, count: number): Promise<SeedCity[]> {
  const candidates = await db
    .selectFrom('cities')
    .select(['id', 'name', 'country_id', 'admin1_code', 'admin1_name', 'admin2_code', 'admin2_name', 'lat', 'lng', 'population'])
    .where('country_id', '=', FRANCE_ID)
    .where('population', 'is not', null)
    .orderBy('population', 'desc')
    .orderBy('id')
    .limit(count * 3)
    .execute();
  const seen = new Set<string>();
  return candidates
    .filter((city) => {
      const key = `${city.name}|${city.admin2_code ?? ''}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, count);
}

export interface GeneratedSeeker {
  user: Omit<Insertable<UsersTable>, 'password_hash'>;
  profile: Omit<Insertable<ProfilesTable>, 'user_id'>;
  search: Omit<Insertable<SearchesTable>, 'user_id'>;
  /** A room (or two) to share in the person's own home, published. */
  home: { home: Omit<Insertable<HomesTable>, 'user_id'>; rooms: Array<Omit<Insertable<RoomsTable>, 'home_id'>> } | null;
}

function ageBand(random: Random): number {
  return weighted(random, [
    [integer(random, 18, 25), 34],
    [integer(random, 26, 35), 30],
    [integer(random, 36, 50), 15],
    [integer(random, 51, 64), 8],
    [integer(random, 65, 80), 13],
  ]);
}

function workFor(random: Random, age: number): number {
  if (age >= 67) return 12;
  if (age >= 62) return weighted(random, [[12, 6], [4, 2], [13, 1]]);
  if (age <= 22) return weighted(random, [[1, 7], [2, 2], [3, 1], [5, 1]]);
  if (age <= 26) return weighted(random, [[1, 3], [2, 1], [3, 1], [4, 3], [5, 2], [10, 1], [7, 1]]);
  return weighted(random, [[4, 10], [5, 3], [6, 3], [7, 2], [8, 1], [9, 1], [10, 1], [11, 1], [13, 1]]);
}

function educationFor(random: Random, age: number, work: number): number {
  if (work === 1) return age <= 20 ? 3 : pick(random, [4, 5, 5, 6]);
  if (age >= 65) return weighted(random, [[1, 2], [2, 3], [3, 3], [4, 2], [5, 1], [6, 1]]);
  return weighted(random, [[2, 1], [3, 2], [4, 2], [5, 3], [6, 3], [7, 1]]);
}

const NOTES = [
  'Mes enfants sont avec moi une semaine sur deux, du vendredi soir au vendredi suivant.',
  "J'ai mes deux enfants un week-end sur deux et la moitié des vacances scolaires.",
  'Ma fille est avec moi le mercredi et un week-end sur deux ; elle est calme et adore les animaux.',
  'Garde alternée de mon fils de 8 ans : je cherche un foyer bienveillant où il se sentira chez lui.',
];

const INTRO_BY_WORK: Record<number, string[]> = {
  1: ['Étudiant(e) en {field}, je cherche une colocation sympa près de mon campus.', 'En {field} à la fac, je cherche un endroit calme pour réviser et des colocs pour partager un repas de temps en temps.'],
  2: ['En alternance dans une entreprise de {field}, je partage ma semaine entre école et travail.'],
  3: ['En stage de fin d’études dans le secteur {field}, je cherche une chambre pour quelques mois.'],
  4: ['Salarié(e) dans le secteur {field}, je cherche une colocation conviviale après le travail.', 'En CDI dans {field}, je recherche une colocation calme en semaine et animée le week-end.'],
  5: ['En CDD dans {field}, je cherche une chambre meublée pour les prochains mois.'],
  6: ['Fonctionnaire, je viens d’être muté(e) ici et je cherche une colocation pour découvrir la ville.'],
  7: ['Indépendant(e) dans {field}, je travaille souvent depuis la maison.'],
  8: ['Je dirige une petite entreprise et je cherche un cadre de vie simple et chaleureux.'],
  9: ['Intermittent(e) du spectacle, mes horaires sont variables mais je suis discret / discrète.'],
  10: ['Entre deux emplois, je cherche une colocation bienveillante pour rebondir.'],
  11: ['En reconversion professionnelle, je me forme à un nouveau métier.'],
  12: ['Retraité(e), j’aime la compagnie et je serais heureux / heureuse de partager mon quotidien.', 'Jeune retraité(e), je préfère vivre entouré(e) que seul(e) dans un grand appartement.'],
  13: ['Je cherche une colocation où chacun respecte le rythme des autres.'],
};
const FIELDS = ['informatique', 'santé', 'commerce', 'communication', 'droit', 'architecture', 'biologie', 'économie', 'lettres', 'design'];
const OUTROS = [
  'J’aime cuisiner pour les autres et les soirées jeux de société.',
  'Le week-end, je pars souvent marcher ou faire du vélo.',
  'Je suis ordonné(e) sans être maniaque, et je tiens au tri des déchets.',
  'Plutôt calme en semaine, j’apprécie un apéro partagé de temps en temps.',
  'Je lis beaucoup, je joue un peu de guitare, toujours à des heures raisonnables.',
  'Je cherche surtout des personnes respectueuses et de bonne humeur.',
];

/**
 * One seeker, deterministic for a given random sequence. `now` fixes the dates (creation dates,
 * ages); `index` makes the e-mail unique.
 */
export function generateSeeker(random: Random, index: number, city: SeedCity, now: Date): GeneratedSeeker {
  const gender = weighted(random, [[1, 48], [2, 48], [3, 2], [4, 2]]);
  const first = gender === 2 ? pick(random, MEN) : gender === 1 ? pick(random, WOMEN) : pick(random, random() < 0.5 ? MEN : WOMEN);
  const surname = pick(random, SURNAMES);
  const age = ageBand(random);
  const birth = new Date(Date.UTC(now.getUTCFullYear() - age - 1, now.getUTCMonth(), now.getUTCDate()) + integer(random, 1, 360) * 86_400_000);
  const work = workFor(random, age);
  const education = educationFor(random, age, work);
  const working = [2, 3, 4, 5, 6, 7, 8, 9].includes(work);

  const soloParent = age >= 27 && age <= 55 && chance(random, 0.12);
  const situation = soloParent ? 3 : weighted(random, [[1, 74], [2, 12], [4, 8], [3, 2]]);
  const children = soloParent ? weighted(random, [[3, 5], [4, 3], [2, 2]]) : age >= 30 && age <= 60 && chance(random, 0.1) ? 4 : age <= 40 && chance(random, 0.03) ? 5 : 1;
  const custody = children === 3 ? weighted(random, [[1, 6], [3, 2], [5, 1]]) : children === 4 ? weighted(random, [[2, 5], [4, 3]]) : null;

  const level = ROOM_RENT_BY_CITY[city.name] ?? DEFAULT_ROOM_RENT;
  const senior = age >= 62;
  const student = work === 1 || work === 2 || work === 3;
  const position = senior && chance(random, 0.35) ? 5 : student && chance(random, 0.15) ? 4 : chance(random, 0.09) ? 2 : chance(random, 0.1) ? 3 : 1;
  const services = position === 4 || position === 5 ? sample(random, range(1, 13), integer(random, 2, 4)) : [];

  const pets = weighted(random, [[1, 38], [3, 42], [2, 20]]);
  const smoking = weighted(random, [[1, 70], [2, 15], [3, 10], [4, 5]]);
  const importance = {
    lifestyle: weighted(random, [[2, 1], [3, 3], [4, 3]]),
    personality: weighted(random, [[1, 1], [2, 2], [3, 3], [4, 2]]),
    athome: weighted(random, [[2, 1], [3, 3], [4, 3]]),
    employment: weighted(random, [[1, 3], [2, 3], [3, 2], [4, 1]]),
  };
  const privateFields = [
    ...(chance(random, 0.1) ? ['birth_date'] : []),
    ...(chance(random, 0.05) ? ['gender'] : []),
    ...(children !== 1 && chance(random, 0.1) ? ['children'] : []),
    ...(chance(random, 0.3) ? ['religious'] : []),
    ...(chance(random, 0.1) ? ['dietaries'] : []),
    ...(chance(random, 0.05) ? ['work'] : []),
  ];
  const intro = pick(random, INTRO_BY_WORK[work] ?? INTRO_BY_WORK[13]!).replace('{field}', pick(random, FIELDS));
  const description = `${intro} ${pick(random, OUTROS)}`;

  const created = new Date(now.getTime() - integer(random, 0, 180 * 24) * 3_600_000 - integer(random, 0, 3_599) * 1000).toISOString();
  const profile: GeneratedSeeker['profile'] = {
    position,
    situation,
    gender,
    children,
    custody_schedule: custody,
    pets,
    smoking,
    religious: weighted(random, [[1, 45], [2, 25], [3, 3], [4, 2], [5, 10], [6, 2], [7, 2], [9, 3], [10, 8]]),
    meals: integer(random, 1, 4),
    pace_of_life: senior ? weighted(random, [[1, 5], [3, 4], [5, 1]]) : weighted(random, [[1, 2], [2, 3], [3, 3], [4, 1], [5, 2]]),
    outings_at_week: senior ? weighted(random, [[1, 3], [2, 4], [3, 1]]) : integer(random, 1, 4),
    appearance: integer(random, 1, 6),
    time_at_home: senior ? weighted(random, [[4, 8], [3, 2]]) : integer(random, 1, 6),
    clean_and_tidy: weighted(random, [[1, 2], [2, 5], [3, 3], [4, 1]]),
    cooking: integer(random, 1, 4),
    bathing: integer(random, 1, 4),
    tinkering: integer(random, 1, 3),
    gardening: senior ? integer(random, 2, 4) : integer(random, 1, 4),
    watching_tv: integer(random, 1, 4),
    work,
    education,
    business_area: working ? integer(random, 1, 26) : null,
    pet_list: JSON.stringify(pets === 2 ? sample(random, range(1, 8), integer(random, 1, 2)) : []),
    dietaries: JSON.stringify([weighted(random, [[1, 55], [2, 20], [3, 4], [4, 9], [5, 3], [6, 5], [7, 1], [8, 3]])]),
    activities_we: JSON.stringify(sample(random, range(1, 10), integer(random, 2, 4))),
    sports: JSON.stringify(chance(random, 0.1) ? [21] : sample(random, range(1, 20), integer(random, 1, 3))),
    arts: JSON.stringify(sample(random, range(1, 14), integer(random, 1, 3))),
    hobby: JSON.stringify(sample(random, range(1, 16), integer(random, 2, 4))),
    thinking_about: JSON.stringify(sample(random, range(1, 10), integer(random, 1, 3))),
    character: JSON.stringify(sample(random, range(1, 18), integer(random, 3, 5))),
    decorating: JSON.stringify(sample(random, range(1, 8), integer(random, 1, 2))),
    service_list: JSON.stringify(services),
    ecoloc: JSON.stringify(chance(random, 0.15) ? [] : sample(random, range(1, 9), integer(random, 1, 4))),
    birth_date: birth.toISOString().slice(0, 10),
    children_count: children === 1 || children === 5 ? null : integer(random, 1, 3),
    custody_note: children === 3 || children === 4 ? pick(random, NOTES) : null,
    description,
    home_kind: position === 2 || position === 5 ? 'shared' : 'none',
    importance: JSON.stringify(importance),
    private_fields: JSON.stringify(privateFields),
    created_at: created,
    updated_at: created,
  };

  const budgetMax = roundTo(level * (position === 4 ? between(random, 0.3, 0.6) : between(random, 0.95, 1.45)), 50);
  const budgetMin = roundTo(budgetMax * between(random, 0.3, 0.7), 50);
  const narrowAge = chance(random, 0.6);
  const cityJson = JSON.stringify([
    {
      type: 'city',
      geoname: {
        id: city.id,
        name: city.name,
        country_id: city.country_id,
        admin1_code: city.admin1_code,
        admin1_name: city.admin1_name,
        admin2_code: city.admin2_code,
        admin2_name: city.admin2_name,
        lat: city.lat,
        lng: city.lng,
      },
    },
  ]);
  const search: GeneratedSeeker['search'] = {
    city_searches: cityJson,
    radius: pick(random, [5, 5, 5, 10, 10, 15, 20]),
    country_id: FRANCE_ID,
    bedroom_count: situation === 2 && chance(random, 0.3) ? 2 : 1,
    per_room_budget_min: budgetMin,
    per_room_budget_max: Math.max(budgetMax, budgetMin + 50),
    age_min: narrowAge ? Math.max(18, age - integer(random, 6, 20)) : 0,
    age_max: narrowAge ? Math.min(99, age + integer(random, 6, 25)) : 120,
    situation: situation === 1 ? 'single' : situation === 2 ? 'couple' : situation === 3 ? 'family' : 'group',
    situations: JSON.stringify(chance(random, 0.5) ? [] : pick(random, [['single'], ['single', 'couple'], ['single', 'family'], ['single', 'couple', 'family']])),
    gender: chance(random, 0.08) ? gender : null,
    children: children === 1 && chance(random, 0.1) ? 0 : null,
    pets: pets === 1 && chance(random, 0.3) ? 0 : null,
    smoking: smoking === 1 && chance(random, 0.5) ? 0 : null,
    private_bathroom: chance(random, 0.05) ? 1 : null,
    private_toilets: null,
    ecoloc: chance(random, 0.1) ? 1 : null,
    handicap_friendly: senior && chance(random, 0.1) ? 1 : null,
    pay_by_service: position === 4 ? 1 : null,
    has_home: null,
    budget_user_id: null,
    budget_connection_url: null,
    warranty_link: null,
    created_at: created,
    updated_at: created,
  };

  let home: GeneratedSeeker['home'] = null;
  if (position === 2 || position === 5) {
    const rooms = integer(random, 1, 2);
    const lat = city.lat + between(random, -0.03, 0.03);
    const lng = city.lng + between(random, -0.04, 0.04);
    home = {
      home: {
        name: position === 5 ? `Chambre contre services chez ${first}` : `Chambre à partager chez ${first}`,
        address: `${integer(random, 1, 90)} ${pick(random, ['rue Victor-Hugo', 'rue Pasteur', 'avenue Jean-Jaurès', 'rue des Lilas', 'rue du Moulin', 'rue de la Paix'])}`,
        address2: null,
        postal_code: city.admin2_code && /^[0-9]{2}$/.test(city.admin2_code) ? `${city.admin2_code}000` : null,
        city: city.name,
        country: city.country_id,
        city_id: city.id,
        lat,
        lng,
        step: 3,
        is_coloc: 1,
        published: 1,
        moderation_status: 'accepted',
        home_type: chance(random, 0.3) ? 2 : 1,
        surface: integer(random, 55, 130),
        bedroom_count: rooms + integer(random, 1, 2),
        floor: integer(random, 0, 5),
        elevator: chance(random, 0.5) ? 1 : 0,
        furnished: 1,
        amenities: JSON.stringify(sample(random, range(1, 15), integer(random, 3, 6))),
        handicap_friendly: chance(random, 0.15) ? 1 : 0,
        ecoloc: profile.ecoloc,
        pay_by_service: position === 5 ? 1 : 0,
        service_list: JSON.stringify(position === 5 ? services : []),
        description:
          position === 5
            ? `${intro} Je propose une chambre meublée dans mon logement, contre un peu de présence et quelques services : une belle occasion de colocation intergénérationnelle.`
            : `${intro} Je partage mon logement et propose une chambre meublée, avec accès à la cuisine et au salon.`,
        wishes: 'Une personne respectueuse et de bonne humeur, qui aime partager sans envahir.',
        created_at: created,
        updated_at: created,
      },
      rooms: Array.from({ length: rooms }, (_, number) => ({
        number,
        name: null,
        rent: position === 5 ? roundTo(between(random, 0, 150), 10) : roundTo(level * between(random, 0.7, 1.0), 5),
        charges: roundTo(between(random, 30, 70), 5),
        surface: roundTo(between(random, 9, 16), 0.5),
        available_from: null,
        furnished: 1,
        private_bathroom: chance(random, 0.2) ? 1 : 0,
        private_toilets: 0,
        created_at: created,
        updated_at: created,
      })),
    };
  }

  const slug = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z]+/g, '-').replace(/^-|-$/g, '');
  return {
    user: {
      email: `${slug(first)}.${slug(surname)}.${index + 1}@seekers.demo.toitpartage.fr`,
      first_name: first,
      name: surname,
      type: 1,
      registration_step: 100,
      business_name: null,
      avatar_color: pick(random, COLORS),
      created_at: created,
      updated_at: created,
    },
    profile,
    search,
    home,
  };
}

/** Weights of the cities: square root of the population (the largest city does not take everyone), and the demo city boosted. */
export function cityPicker(random: Random, cities: readonly SeedCity[]): () => SeedCity {
  const entries = cities.map((city) => [city, Math.sqrt(city.population ?? 10_000) * (CITY_BOOST[city.name] ?? 1)] as const);
  return () => weighted(random, entries);
}

export interface DemoSeekersOptions {
  /** How many seekers; 2,000 by default. */
  count?: number;
  /** Spread over this many of the most populated French communes; 15 by default. */
  cities?: number;
  /** Photo of the shared homes (drawn once per variant, stored once per home). */
  photoWidth?: number;
  photoHeight?: number;
}

const BATCH = 100;
const PHOTO_VARIANTS = 6;

export const FIRST_SEEKER_EMAIL_DOMAIN = '@seekers.demo.toitpartage.fr';

/**
 * Creates the demo seekers (with their profiles, searches and shared homes) unless they exist. Needs
 * the cities. Answers how many seekers were created.
 */
export async function seedDemoSeekers(db: Kysely<Database>, dataDir: string, options: DemoSeekersOptions = {}): Promise<number> {
  const count = options.count ?? 2000;
  const existing = await db.selectFrom('users').select('id').where('email', 'like', `%${FIRST_SEEKER_EMAIL_DOMAIN}`).limit(1).execute();
  if (existing.length > 0 || count <= 0) return 0;
  const cities = await largestCities(db, options.cities ?? 15);
  if (cities.length === 0) return 0;

  const random = randomSequence(20250301);
  const pickCity = cityPicker(random, cities);
  const now = new Date();
  const seekers = Array.from({ length: count }, (_, index) => generateSeeker(random, index, pickCity(), now));

  const width = options.photoWidth ?? 960;
  const height = options.photoHeight ?? 720;
  const withHome = seekers.filter((seeker) => seeker.home !== null).length;
  const variants =
    withHome === 0
      ? []
      : await Promise.all(
          Array.from({ length: PHOTO_VARIANTS }, async (_, i) => {
            const svg = i % 2 === 0 ? roomSvg(random, width, height) : facadeSvg(random, width, height, i % 3 === 0);
            const { data, info } = await sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer({ resolveWithObject: true });
            return { data, width: info.width, height: info.height, sha256: createHash('sha256').update(data).digest('hex') };
          }),
        );

  const hash = await hashPassword(DEMO_PASSWORD);
  const stored: string[] = [];
  try {
    for (let i = 0; i < withHome; i += 1) stored.push(await storeOriginal(dataDir, variants[i % variants.length]!.data));
    await db.transaction().execute(async (trx) => {
      await insertSeekers(trx, seekers, hash, (homeIndex) => {
        const photo = variants[homeIndex % variants.length]!;
        return { file: stored[homeIndex]!, width: photo.width, height: photo.height, bytes: photo.data.length, sha256: photo.sha256 };
      });
    });
  } catch (error) {
    await Promise.all(stored.map((file) => removeOriginal(dataDir, file).catch(() => undefined)));
    throw error;
  }
  return count;
}

export interface StoredPhoto {
  file: string;
  width: number;
  height: number;
  bytes: number;
  sha256: string;
}

/**
 * Bulk insertion of generated seekers (run it in a transaction): users, profiles, searches (made
 * current), shared homes with rooms, and a photo per home when `photoOf` gives one.
 */
export async function insertSeekers(
  db: Kysely<Database>,
  seekers: readonly GeneratedSeeker[],
  passwordHash: string,
  photoOf?: (homeIndex: number) => StoredPhoto | null,
  batch: number = BATCH,
): Promise<void> {
  let homeIndex = 0;
  for (let i = 0; i < seekers.length; i += batch) {
    const chunk = seekers.slice(i, i + batch);
    const users = await db
      .insertInto('users')
      .values(chunk.map((seeker) => ({ ...seeker.user, password_hash: passwordHash })))
      .returning('id')
      .execute();
    const ids = users.map((user) => user.id);
    await db.insertInto('profiles').values(chunk.map((seeker, j) => ({ ...seeker.profile, user_id: ids[j]! }))).execute();
    const searches = await db
      .insertInto('searches')
      .values(chunk.map((seeker, j) => ({ ...seeker.search, user_id: ids[j]! })))
      .returning(['id', 'user_id'])
      .execute();
    // One statement per batch: each user's current search is the one just written.
    await db
      .updateTable('users')
      .set((eb) => ({
        search_id: eb.selectFrom('searches').select((s) => s.fn.max('searches.id').as('id')).whereRef('searches.user_id', '=', 'users.id'),
      }))
      .where('id', 'in', searches.map((search) => search.user_id))
      .execute();

    const homes = chunk.flatMap((seeker, j) => (seeker.home ? [{ ...seeker.home, userId: ids[j]! }] : []));
    if (homes.length === 0) continue;
    const homeRows = await db
      .insertInto('homes')
      .values(homes.map((entry) => ({ ...entry.home, user_id: entry.userId })))
      .returning('id')
      .execute();
    await db
      .insertInto('rooms')
      .values(homes.flatMap((entry, k) => entry.rooms.map((room) => ({ ...room, home_id: homeRows[k]!.id }))))
      .execute();
    for (const [k, entry] of homes.entries()) {
      const photo = photoOf?.(homeIndex);
      homeIndex += 1;
      if (!photo) continue;
      const image = await db
        .insertInto('images')
        .values({ user_id: entry.userId, home_id: homeRows[k]!.id, kind: 'home', ...photo, public_id: newImagePublicId(), created_at: entry.home.created_at })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db.updateTable('homes').set({ image_orders: JSON.stringify([image.id]) }).where('id', '=', homeRows[k]!.id).execute();
    }
  }
}

