import type { Kysely } from 'kysely';

/**
 * Religion and diet are sensitive data (GDPR art. 9): they are used in matching only with the
 * person's explicit consent, given in their parameters. The date is kept, as proof of when it was
 * given; null means no consent (the default for everyone, so nothing is used until they choose).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('profiles').addColumn('sensitive_consent_at', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('profiles').dropColumn('sensitive_consent_at').execute();
}
