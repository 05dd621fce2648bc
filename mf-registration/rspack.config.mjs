// @ts-check
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createConfig, REMOTES } from '@coloc/shared/build';

const dir = dirname(fileURLToPath(import.meta.url));

export default (_env, argv) =>
  createConfig({
    name: 'mf_registration',
    dir,
    mode: argv.mode,
    devPort: REMOTES.mf_registration.devPort,
    exposes: { './app': './src/app/lifecycles.tsx', './AdvertEditor': './src/widgets/AdvertEditorWidget.tsx' },
    standaloneHtml: join(dir, 'src', 'standalone', 'index.html'),
  });
