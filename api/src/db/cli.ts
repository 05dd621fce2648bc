import { loadConfig } from '../config';
import { grantModerator, revokeModerator } from '../lib/moderators';
import { createDb } from './index';
import { migrateToLatest } from './migrations';
import { seed } from './seed';

const USAGE = 'use migrate, seed, grant-moderator <email> or revoke-moderator <email>';

const GRANT_TEXTS = {
  granted: (email: string) => `${email} est maintenant modérateur des annonces.`,
  already: (email: string) => `${email} est déjà modérateur des annonces.`,
  unknown: (email: string) => `Aucun compte ne correspond à ${email}.`,
  other_role: (email: string) => `${email} a déjà un autre rôle d'équipe (service client) : rôle inchangé.`,
} as const;

const REVOKE_TEXTS = {
  revoked: (email: string) => `${email} n'est plus modérateur des annonces.`,
  not_moderator: (email: string) => `${email} n'était pas modérateur des annonces.`,
  unknown: (email: string) => `Aucun compte ne correspond à ${email}.`,
} as const;

/**
 * `tsx src/db/cli.ts migrate|seed` (pnpm --filter @coloc/api db:migrate / db:seed), and
 * `grant-moderator <email>` / `revoke-moderator <email>` for the moderation console.
 */
async function main(command: string | undefined, argument: string | undefined): Promise<void> {
  const config = loadConfig();
  const db = createDb(config);
  try {
    const migrations = await migrateToLatest(db);
    for (const result of migrations.results ?? []) {
      console.log(`migration ${result.migrationName}: ${result.status}`);
    }
    if (command === 'seed') {
      console.log('seeded', await seed(db, config.dataDir));
    } else if (command === 'grant-moderator' || command === 'revoke-moderator') {
      const email = argument?.trim().toLowerCase();
      if (!email) throw new Error(`Missing e-mail address: ${USAGE}`);
      if (command === 'grant-moderator') {
        const result = await grantModerator(db, email);
        console.log(GRANT_TEXTS[result](email));
        if (result === 'unknown' || result === 'other_role') process.exitCode = 1;
      } else {
        const result = await revokeModerator(db, email);
        console.log(REVOKE_TEXTS[result](email));
        if (result === 'unknown') process.exitCode = 1;
      }
    } else if (command !== 'migrate') {
      throw new Error(`Unknown command "${command ?? ''}": ${USAGE}`);
    }
  } finally {
    await db.destroy();
  }
}

main(process.argv[2], process.argv[3]).catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
