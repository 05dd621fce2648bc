// `npm run lint:boundaries` (and a step of `npm test`): the import boundaries of docs/BOUNDARIES.md.
//
// 1. dependency-cruiser checks the file-level rules of .dependency-cruiser.cjs over the source of
//    every package (features, remotes, shared/contract, API modules, file cycles).
// 2. A check dependency-cruiser cannot express: no cycle between slices, that is between API
//    modules (api/src/modules/<m>) or between the slices of a remote (src/features|entities|pages/<s>),
//    whichever of their files the imports go through. Its folder-scope rules would also count the
//    paths through db/, lib/ and plugins/, which are not slices.
//
// Usage: node scripts/lint-boundaries.mjs [--json <file>] [<package folder> …]
//   --json <file>  reuse a cruise saved earlier (depcruise -T json) instead of cruising again;
//   folders        cruise only these packages (default: every package).
// It prints the counts of file cycles and slice cycles, for the record (docs/BOUNDARIES.md).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fail, log, root } from './lib.mjs';

const args = process.argv.slice(2);
const jsonIndex = args.indexOf('--json');
const savedJson = jsonIndex >= 0 ? args.splice(jsonIndex, 2)[1] : null;
const remotes = readdirSync(root).filter((name) => name.startsWith('mf-')).sort();
const packages = args.length > 0 ? args : ['contract', 'shared', 'shell', ...remotes, 'api'];
const bin = (name) => join(root, 'node_modules', '.bin', name);

let jsonFile = savedJson;
const scratch = savedJson ? null : mkdtempSync(join(tmpdir(), 'boundaries-'));
if (!savedJson) {
  jsonFile = join(scratch, 'cruise.json');
  const cruise = spawnSync(
    bin('depcruise'),
    ['--config', '.dependency-cruiser.cjs', '--output-type', 'json', '--output-to', jsonFile, ...packages.map((p) => `${p}/src`)],
    { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  if (cruise.status !== 0 && cruise.status !== null && readSafe(jsonFile) === null) fail('dependency-cruiser a échoué.');
}

const format = spawnSync(bin('depcruise-fmt'), ['--output-type', 'err', '--exit-code', jsonFile], { cwd: root, stdio: 'inherit' });
const cruise = JSON.parse(readFileSync(jsonFile, 'utf8'));
if (scratch) rmSync(scratch, { recursive: true, force: true });

/** The slice a file belongs to, or null for the files outside slices (app/, db/, lib/, …). */
function sliceOf(path) {
  const match = /^(api\/src\/modules\/[^/]+)\//.exec(path) ?? /^(mf-[^/]+\/src\/(?:features|entities|pages)\/[^/]+)\//.exec(path);
  return match ? match[1] : null;
}

const edges = new Map();
let fileCycleEdges = 0;
for (const module of cruise.modules) {
  for (const dependency of module.dependencies) {
    if (dependency.circular) fileCycleEdges += 1;
    const from = sliceOf(module.source);
    const to = sliceOf(dependency.resolved);
    if (!from || !to || from === to) continue;
    if (!edges.has(from)) edges.set(from, new Set());
    edges.get(from).add(to);
  }
}

// Tarjan's strongly connected components: each component of two slices or more is a cycle.
const index = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
const cycles = [];
let counter = 0;
function visit(node) {
  index.set(node, counter);
  low.set(node, counter);
  counter += 1;
  stack.push(node);
  onStack.add(node);
  for (const next of edges.get(node) ?? []) {
    if (!index.has(next)) {
      visit(next);
      low.set(node, Math.min(low.get(node), low.get(next)));
    } else if (onStack.has(next)) {
      low.set(node, Math.min(low.get(node), index.get(next)));
    }
  }
  if (low.get(node) === index.get(node)) {
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) cycles.push(component.sort());
  }
}
for (const node of [...edges.keys()].sort()) if (!index.has(node)) visit(node);

const twoWay = [];
for (const [from, targets] of edges) {
  for (const to of targets) if (from < to && edges.get(to)?.has(from)) twoWay.push(`${from} <-> ${to}`);
}

for (const component of cycles) {
  process.stderr.write(`  error slices-in-a-cycle: ${component.join(' , ')}\n`);
}
log(
  `Cycles : ${fileCycleEdges} import(s) de fichiers dans un cycle, ${cycles.length} cycle(s) entre tranches ` +
    `(modules de l'API, features/entities/pages des remotes), dont ${twoWay.length} à double sens.`,
);
for (const pair of twoWay.sort()) process.stdout.write(`    ${pair}\n`);

if (format.status !== 0 || cycles.length > 0) fail('Frontières des imports non respectées (voir docs/BOUNDARIES.md).');
log('Frontières des imports respectées.');

function readSafe(file) {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}
