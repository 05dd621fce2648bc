import type { Kysely } from 'kysely';
import { loadInseeIndex } from '../seed/cities';

/** Population ranks city suggestions; databases seeded before this column get it filled in. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('cities').addColumn('population', 'integer').execute();
  const cities = await db.selectFrom('cities').select(['id', 'name', 'admin2_code']).execute();
  if (cities.length === 0) return;
  const insee = loadInseeIndex();
  // Migrations already run inside a transaction.
  for (const city of cities) {
    const population = insee.populationOf(city.name, city.admin2_code);
    if (population !== null) await db.updateTable('cities').set({ population }).where('id', '=', city.id).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('cities').dropColumn('population').execute();
}
