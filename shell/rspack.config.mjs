// @ts-check
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createConfig, SHELL_DEV_PORT } from '@coloc/shared/build';
import { devRemotesMiddleware } from './dev/remotes.mjs';

const dir = dirname(fileURLToPath(import.meta.url));

export default (_env, argv) =>
  createConfig({
    name: 'shell',
    dir,
    mode: argv.mode,
    host: true,
    devPort: SHELL_DEV_PORT,
    devServer: { setupMiddlewares: devRemotesMiddleware },
  });
