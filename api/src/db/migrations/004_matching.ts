import type { Kysely } from 'kysely';

// Written by the matching issue (placeholder: nothing yet).
export async function up(_db: Kysely<any>): Promise<void> {}

export async function down(_db: Kysely<any>): Promise<void> {}
