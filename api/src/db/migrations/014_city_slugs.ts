import type { Kysely } from 'kysely';
import { fillMissingCitySlugs } from '../../modules/cities/slugs';

/**
 * City pages (`/colocation-{slug}`) and GET /api/browse/cities/{slug} find a commune by its slug:
 * stored once (see modules/cities/slugs.ts for the rule) and unique, so the lookup is one index
 * probe and a published URL never moves to another commune. Cities seeded before this migration
 * get theirs here; the seed writes them for new databases. NULL (a row inserted by hand) is
 * allowed by the unique index on both engines; such a city has no page until it gets a slug.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('cities').addColumn('slug', 'text').execute();
  await fillMissingCitySlugs(db);
  await db.schema.createIndex('cities_slug_idx').on('cities').column('slug').unique().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('cities_slug_idx').execute();
  await db.schema.alterTable('cities').dropColumn('slug').execute();
}
