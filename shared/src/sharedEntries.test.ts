// react-router-dom and react-i18next are shared through entries listing their exports
// (build/shared-entries/): an import of a name missing there would be undefined at run time, and an
// import of react-router itself would bring a second router. Every package's sources are read here.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const workspace = join(__dirname, '..', '..');
const packages = ['shared', 'shell', ...readdirSync(workspace).filter((name) => name.startsWith('mf-'))];

/** Server builds take the whole packages from the host (shell/src/server, a remote's app/ssr.tsx). */
const SERVER_ONLY = /[\\/](server[\\/]|app[\\/]ssr\.tsx$)/;

function* sources(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (SERVER_ONLY.test(path)) continue;
    if (statSync(path).isDirectory()) yield* sources(path);
    else if (/\.(tsx?|mjs)$/.test(name) && !/\.test\.tsx?$/.test(name)) yield path;
  }
}

/** Named value imports of `module` across the workspace's front-end sources (tests use the real packages). */
function importedNames(module: string): Map<string, string> {
  const names = new Map<string, string>();
  for (const pkg of packages) {
    for (const file of sources(join(workspace, pkg, 'src'))) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/import\s+(?!type\b)([^;]*?)\s+from\s+['"]([^'"]+)['"]/g)) {
        if (match[2] !== module) continue;
        const named = /\{([^}]*)\}/.exec(match[1]!)?.[1] ?? '';
        for (const part of named.split(',')) {
          const name = part.trim().split(/\s+as\s+/)[0]!.trim();
          if (name && !name.startsWith('type ')) names.set(name, file);
        }
        if (/^[\w$]+\s*(,|$)|\*\s+as/.test(match[1]!.trim())) names.set('default', file);
      }
    }
  }
  return names;
}

function entryExports(file: string): Set<string> {
  const text = readFileSync(join(__dirname, '..', 'build', 'shared-entries', file), 'utf8');
  const list = /export\s*\{([^}]*)\}/.exec(text)?.[1] ?? '';
  return new Set(list.split(',').map((name) => name.trim()).filter(Boolean));
}

describe.each([
  ['react-router-dom', 'react-router-dom.mjs'],
  ['react-i18next', 'react-i18next.mjs'],
])('the shared entry of %s', (module, entry) => {
  it('exports every name the sources import from it', () => {
    const exported = entryExports(entry);
    const imported = importedNames(module);
    expect(imported.size).toBeGreaterThan(0);
    const missing = [...imported].filter(([name]) => !exported.has(name)).map(([name, file]) => `${name} (${file})`);
    expect(missing).toEqual([]);
  });
});

it('nothing imports react-router itself: the react-router-dom entry is its one copy on the page', () => {
  expect([...importedNames('react-router').values()]).toEqual([]);
});
