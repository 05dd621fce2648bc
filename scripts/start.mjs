// `npm start`: install, build what changed, then serve the whole site on PORT (default 8080).
// The API migrates and seeds the database on start.
import { build } from './build.mjs';
import { install, log, root, spawnChild } from './lib.mjs';
import { join } from 'node:path';

install();
build();

const port = process.env.PORT ?? '8080';
log(`Démarrage sur http://localhost:${port}/ …`);
// `npm start` is the all-in-one demo: it seeds the demo accounts and takes test cards, which the
// server refuses by default under NODE_ENV=production, and signs mandates in the sandbox (refused the same way).
// Sign-up finishes from a mailed link: without SMTP_URL the mails are files in data/outbox, which the
// sandbox mailbox shows (/api/sandbox-mailbox), linked from the « Vérifiez votre boîte mail » screen.
// A real deployment sets these variables itself.
const server = spawnChild(process.execPath, [join(root, 'api', 'dist', 'server.js')], {
  env: {
    PORT: port,
    NODE_ENV: process.env.NODE_ENV ?? 'production',
    SEED_DEMO: process.env.SEED_DEMO ?? 'true',
    ALLOW_SANDBOX_PAYMENTS: process.env.ALLOW_SANDBOX_PAYMENTS ?? 'true',
    ALLOW_SANDBOX_SIGNATURES: process.env.ALLOW_SANDBOX_SIGNATURES ?? 'true',
    ALLOW_SANDBOX_MAILBOX: process.env.ALLOW_SANDBOX_MAILBOX ?? 'true',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
