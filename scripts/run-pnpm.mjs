// `node scripts/run-pnpm.mjs <args>`: run the pinned pnpm from any npm script.
import { pnpm } from './lib.mjs';
pnpm(process.argv.slice(2));
