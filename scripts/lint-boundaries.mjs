// `npm run lint:boundaries` (and a step of `npm test`): dependency-cruiser checks the import
// boundaries written in .dependency-cruiser.cjs and docs/BOUNDARIES.md over the source of every
// package. Extra arguments go to depcruise, e.g. `-T text` or `--output-type dot`.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { root, runSync } from './lib.mjs';

const remotes = readdirSync(root).filter((name) => name.startsWith('mf-')).sort();
const sources = ['contract/src', 'shared/src', 'shell/src', ...remotes.map((remote) => `${remote}/src`), 'api/src'];
const depcruise = join(root, 'node_modules', '.bin', 'depcruise');
runSync(depcruise, ['--config', '.dependency-cruiser.cjs', ...process.argv.slice(2), ...sources]);
