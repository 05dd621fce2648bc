// `npm run dev`: the API (tsx watch) and every front-end dev server with hot reload.
// Open the shell at http://localhost:3000/ ; each remote also runs alone on its own port.
import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { ensurePnpm, install, log, root, spawnChild } from './lib.mjs';

install();
const pnpmBin = ensurePnpm();
const remotes = readdirSync(root).filter((name) => name.startsWith('mf-') && existsSync(join(root, name, 'package.json')));
const children = ['api', 'shell', ...remotes].map((pkg) => spawnChild(pnpmBin, ['--filter', `@coloc/${pkg}`, 'dev'], { env: { NODE_ENV: 'development' } }));
log('Shell : http://localhost:3000/  ·  API : http://localhost:8080/api/docs');
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
