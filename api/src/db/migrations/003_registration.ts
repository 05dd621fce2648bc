import type { Kysely } from 'kysely';
import { withId } from './helpers';

const PROFILE_SINGLE_COLUMNS = [
  'position', 'situation', 'gender', 'children', 'custody_schedule', 'pets', 'smoking', 'religious', 'meals',
  'pace_of_life', 'outings_at_week', 'appearance', 'time_at_home', 'clean_and_tidy', 'cooking', 'bathing',
  'tinkering', 'gardening', 'watching_tv', 'work', 'education', 'business_area',
];
const PROFILE_MULTI_COLUMNS = [
  'pet_list', 'dietaries', 'activities_we', 'sports', 'arts', 'hobby', 'thinking_about', 'character', 'decorating',
  'service_list', 'ecoloc',
];
const SEARCH_FLAG_COLUMNS = [
  'children', 'pets', 'smoking', 'private_bathroom', 'private_toilets', 'ecoloc', 'handicap_friendly', 'pay_by_service', 'has_home',
];

/**
 * Questionnaire answers, searches, rooms, listing details and images (issue 3).
 * Single-choice answers are real columns so that matching can filter on them; lists are JSON text.
 */
export async function up(db: Kysely<any>): Promise<void> {
  let profiles = withId(db, db.schema.createTable('profiles'))
    .addColumn('user_id', 'integer', (col) => col.notNull().unique().references('users.id').onDelete('cascade'));
  for (const column of PROFILE_SINGLE_COLUMNS) profiles = profiles.addColumn(column, 'integer');
  for (const column of PROFILE_MULTI_COLUMNS) profiles = profiles.addColumn(column, 'text', (col) => col.notNull().defaultTo('[]'));
  await profiles
    .addColumn('birth_date', 'text')
    .addColumn('children_count', 'integer')
    .addColumn('custody_note', 'text')
    .addColumn('description', 'text')
    .addColumn('home_kind', 'text')
    .addColumn('importance', 'text', (col) => col.notNull().defaultTo('{}'))
    .addColumn('private_fields', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  let searches = withId(db, db.schema.createTable('searches'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('city_searches', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('radius', 'integer', (col) => col.notNull().defaultTo(5))
    .addColumn('country_id', 'integer', (col) => col.notNull().defaultTo(6))
    .addColumn('bedroom_count', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('per_room_budget_min', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('per_room_budget_max', 'integer', (col) => col.notNull().defaultTo(1500))
    .addColumn('age_min', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('age_max', 'integer', (col) => col.notNull().defaultTo(120))
    .addColumn('situation', 'text')
    .addColumn('situations', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('gender', 'integer');
  // Tri-state: null = no preference, 1 = yes, 0 = no.
  for (const column of SEARCH_FLAG_COLUMNS) searches = searches.addColumn(column, 'integer');
  await searches
    .addColumn('budget_user_id', 'text')
    .addColumn('budget_connection_url', 'text')
    .addColumn('warranty_link', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('searches_user_id_idx').on('searches').column('user_id').execute();

  await withId(db, db.schema.createTable('rooms'))
    .addColumn('home_id', 'integer', (col) => col.notNull().references('homes.id').onDelete('cascade'))
    .addColumn('number', 'integer', (col) => col.notNull())
    .addColumn('name', 'text')
    .addColumn('rent', 'double precision')
    .addColumn('charges', 'double precision')
    .addColumn('surface', 'double precision')
    .addColumn('available_from', 'text')
    .addColumn('furnished', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('private_bathroom', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('private_toilets', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('rooms_home_id_idx').on('rooms').column('home_id').execute();

  await withId(db, db.schema.createTable('images'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('home_id', 'integer', (col) => col.references('homes.id').onDelete('cascade'))
    /** 'avatar' or 'home'. */
    .addColumn('kind', 'text', (col) => col.notNull())
    /** Path of the stripped original, relative to DATA_DIR. */
    .addColumn('file', 'text', (col) => col.notNull())
    .addColumn('width', 'integer', (col) => col.notNull())
    .addColumn('height', 'integer', (col) => col.notNull())
    .addColumn('bytes', 'integer', (col) => col.notNull())
    .addColumn('sha256', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('images_user_id_idx').on('images').column('user_id').execute();
  await db.schema.createIndex('images_home_id_idx').on('images').column('home_id').execute();

  // SQLite takes one ADD COLUMN per statement.
  const homeColumns: Array<[string, 'integer' | 'text' | 'double precision', string | number | null]> = [
    ['city_id', 'integer', null],
    ['lat', 'double precision', null],
    ['lng', 'double precision', null],
    ['home_type', 'integer', null],
    ['surface', 'double precision', null],
    ['bedroom_count', 'integer', null],
    ['floor', 'integer', null],
    ['elevator', 'integer', 0],
    ['furnished', 'integer', 0],
    ['amenities', 'text', '[]'],
    ['handicap_friendly', 'integer', 0],
    ['ecoloc', 'text', '[]'],
    ['pay_by_service', 'integer', 0],
    ['service_list', 'text', '[]'],
    ['description', 'text', null],
    ['wishes', 'text', null],
  ];
  for (const [column, type, fallback] of homeColumns) {
    await db.schema
      .alterTable('homes')
      .addColumn(column, type, (col) => (fallback === null ? col : col.notNull().defaultTo(fallback)))
      .execute();
  }
  await db.schema.createIndex('homes_lat_lng_idx').on('homes').columns(['lat', 'lng']).execute();

  for (const column of ['email_messages', 'email_matches', 'email_visits']) {
    await db.schema.alterTable('users').addColumn(column, 'integer', (col) => col.notNull().defaultTo(1)).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['email_messages', 'email_matches', 'email_visits']) {
    await db.schema.alterTable('users').dropColumn(column).execute();
  }
  await db.schema.dropIndex('homes_lat_lng_idx').ifExists().execute();
  for (const column of [
    'city_id', 'lat', 'lng', 'home_type', 'surface', 'bedroom_count', 'floor', 'elevator', 'furnished', 'amenities',
    'handicap_friendly', 'ecoloc', 'pay_by_service', 'service_list', 'description', 'wishes',
  ]) {
    await db.schema.alterTable('homes').dropColumn(column).execute();
  }
  for (const table of ['images', 'rooms', 'searches', 'profiles']) await db.schema.dropTable(table).ifExists().execute();
}
