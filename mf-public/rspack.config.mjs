// @ts-check
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createConfig, REMOTES } from '@coloc/shared/build';

const dir = dirname(fileURLToPath(import.meta.url));

export default (_env, argv) =>
  createConfig({
    name: 'mf_public',
    dir,
    mode: argv.mode,
    devPort: REMOTES.mf_public.devPort,
    exposes: { './app': './src/app/lifecycles.tsx', './AdvertView': './src/widgets/AdvertViewWidget.tsx' },
    standaloneHtml: join(dir, 'src', 'standalone', 'index.html'),
  });
