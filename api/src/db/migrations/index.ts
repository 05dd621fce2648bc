import { Migrator, type Kysely, type Migration, type MigrationProvider, type MigrationResultSet } from 'kysely';
import * as m001 from './001_initial';
import * as m002 from './002_city_population';
import * as m003 from './003_registration';
import * as m004 from './004_matching';
import * as m005 from './005_visits';
import * as m006 from './006_messaging';
import * as m007 from './007_groups';
import * as m008 from './008_properties';
import * as m009 from './009_payments';
import * as m010 from './010_bank_accounts';
import * as m011 from './011_tenant_file';
import * as m012 from './012_tenant_space';
import * as m013 from './013_geo_budget_indexes';
import * as m014 from './014_city_slugs';
import * as m015 from './015_mandates';
import * as m016 from './016_abuse_resistance';
import * as m017 from './017_abuse_limits';
import * as m018 from './018_marketing_events';
import * as m019 from './019_sensitive_consent';
import * as m021 from './021_private_ids_and_account_moderation';
import * as m022 from './022_alerts';
import * as m023 from './023_signup_links';
import * as m024 from './024_alerts_replace_match_emails';
import * as m025 from './025_dormant_accounts';
import * as m026 from './026_connection_log';

/** In-code provider: migrations are compiled with the app, no directory scanning at run time. */
const migrations: Record<string, Migration> = {
  '001_initial': m001,
  '002_city_population': m002,
  '003_registration': m003,
  '004_matching': m004,
  '005_visits': m005,
  '006_messaging': m006,
  '007_groups': m007,
  '008_properties': m008,
  '009_payments': m009,
  '010_bank_accounts': m010,
  '011_tenant_file': m011,
  '012_tenant_space': m012,
  '013_geo_budget_indexes': m013,
  '014_city_slugs': m014,
  '015_mandates': m015,
  '016_abuse_resistance': m016,
  '017_abuse_limits': m017,
  '018_marketing_events': m018,
  '019_sensitive_consent': m019,
  '021_private_ids_and_account_moderation': m021,
  '022_alerts': m022,
  '023_signup_links': m023,
  '024_alerts_replace_match_emails': m024,
  '025_dormant_accounts': m025,
  '026_connection_log': m026,
};

class InCodeMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return migrations;
  }
}

export function createMigrator(db: Kysely<any>): Migrator {
  return new Migrator({ db, provider: new InCodeMigrationProvider() });
}

/** Brings the schema to the latest version; throws with the failing migration's error. */
export async function migrateToLatest(db: Kysely<any>): Promise<MigrationResultSet> {
  const result = await createMigrator(db).migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    const error = result.error instanceof Error ? result.error : new Error(String(result.error));
    error.message = `Migration ${failed} failed: ${error.message}`;
    throw error;
  }
  return result;
}
