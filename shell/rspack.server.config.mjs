// @ts-check
// The shell's server renderer (dist/server/index.js), required by the API to render public pages.
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServerConfig } from '@coloc/shared/build';

const dir = dirname(fileURLToPath(import.meta.url));

export default (_env, argv) => createServerConfig({ name: 'shell', dir, mode: argv.mode, entry: './src/server/index.tsx' });
