// @ts-check
// mf-public's Node build (dist/server): the pages rendered on the server, loaded by the shell's
// renderer at run time from remotes.json, beside the browser build.
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServerConfig } from '@coloc/shared/build';

const dir = dirname(fileURLToPath(import.meta.url));

export default (_env, argv) => createServerConfig({ name: 'mf_public', dir, mode: argv.mode, exposes: { './ssr': './src/app/ssr.tsx' } });
