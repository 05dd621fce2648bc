/*
 * City slugs: the `{slug}` of the city pages (`/colocation-{slug}`) and of GET /api/browse/cities/{slug}.
 *
 * - `slugify` (lib/text) folds the name: lowercase, accents stripped, every run of other characters
 *   one dash ("Saint-Étienne" → saint-etienne, "L'Haÿ-les-Roses" → l-hay-les-roses).
 * - Communes sharing a name: the most populous one (then the lowest id) gets the bare slug, each
 *   other one `{slug}-{département code}` (saint-denis-974); two of the same name in one
 *   département: `-2`, `-3`… after that.
 * - Stored in `cities.slug` (migration 014, unique index) and written once: a city added later
 *   never takes a slug already in use, so a published URL keeps pointing at the same commune.
 */
import { sql, type Kysely } from 'kysely';
import { slugify } from '../../lib/text';

export { slugify };

export interface SlugCandidate {
  /** Id, or any key that orders rows as their ids will (insertion order): breaks population ties. */
  key: number;
  name: string;
  admin2_code: string | null;
  population: number | null;
}

/**
 * Slugs for `pending` cities, none of them one of `taken` (the slugs already stored). Pure and
 * deterministic: the same rows give the same slugs on every engine and every run.
 */
export function assignCitySlugs(pending: readonly SlugCandidate[], taken: Iterable<string> = []): Map<number, string> {
  const used = new Set(taken);
  const groups = new Map<string, SlugCandidate[]>();
  for (const city of pending) {
    const base = slugify(city.name) || 'ville';
    const group = groups.get(base);
    if (group) group.push(city);
    else groups.set(base, [city]);
  }
  const ordered = [...groups.entries()].map(([base, cities]) => ({
    base,
    cities: [...cities].sort((a, b) => (b.population ?? -1) - (a.population ?? -1) || a.key - b.key),
  }));
  const slugs = new Map<number, string>();
  // First pass: the first of each name takes the bare slug, so that a commune whose own name
  // reads like "foo-93" is never pushed aside by the second "Foo" of département 93.
  for (const { base, cities } of ordered) {
    if (!used.has(base)) {
      used.add(base);
      slugs.set(cities[0]!.key, base);
    }
  }
  for (const { base, cities } of ordered) {
    for (const city of cities) {
      if (slugs.has(city.key)) continue;
      const department = city.admin2_code ? slugify(city.admin2_code) : '';
      const stem = department ? `${base}-${department}` : base;
      let slug = stem;
      for (let n = 2; used.has(slug); n += 1) slug = `${stem}-${n}`;
      used.add(slug);
      slugs.set(city.key, slug);
    }
  }
  return slugs;
}

const UPDATE_BATCH = 400;

/**
 * Gives a slug to every city that has none (the migration for existing rows, the seed and tests
 * for new ones), leaving the stored ones as they are. Returns how many were written.
 */
export async function fillMissingCitySlugs(db: Kysely<any>): Promise<number> {
  const rows: Array<{ id: number; name: string; admin2_code: string | null; population: number | null; slug: string | null }> = await db
    .selectFrom('cities')
    .select(['id', 'name', 'admin2_code', 'population', 'slug'])
    .execute();
  const pending = rows.filter((row) => row.slug === null).map((row) => ({ ...row, key: row.id }));
  if (pending.length === 0) return 0;
  const slugs = [...assignCitySlugs(pending, rows.flatMap((row) => (row.slug === null ? [] : [row.slug])))];
  // One UPDATE … CASE per batch: the same SQL on SQLite and PostgreSQL, a few statements for all of France.
  for (let i = 0; i < slugs.length; i += UPDATE_BATCH) {
    const batch = slugs.slice(i, i + UPDATE_BATCH);
    const cases = sql.join(batch.map(([id, slug]) => sql`when ${id} then ${slug}`), sql` `);
    await db
      .updateTable('cities')
      .set({ slug: sql`case id ${cases} end` })
      .where('id', 'in', batch.map(([id]) => id))
      .execute();
  }
  return slugs.length;
}
