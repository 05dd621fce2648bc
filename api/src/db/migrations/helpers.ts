import type { CreateTableBuilder, Kysely } from 'kysely';
import { dialectOf } from '../index';

/** The one unavoidable dialect difference: how an auto-increment integer key is declared. */
export function withId<T extends string>(db: Kysely<any>, table: CreateTableBuilder<T, never>): CreateTableBuilder<T, 'id'> {
  return dialectOf(db) === 'postgres'
    ? table.addColumn('id', 'serial', (col) => col.primaryKey())
    : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
}
