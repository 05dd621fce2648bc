// @ts-check
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createConfig, REMOTES } from '@coloc/shared/build';

const dir = dirname(fileURLToPath(import.meta.url));

export default (_env, argv) =>
  createConfig({
    name: 'mf_messaging',
    dir,
    mode: argv.mode,
    devPort: REMOTES.mf_messaging.devPort,
    exposes: { './app': './src/app/lifecycles.tsx', './ChatConnection': './src/widgets/ChatConnectionWidget.tsx', './StartConversation': './src/widgets/StartConversationWidget.tsx' },
    standaloneHtml: join(dir, 'src', 'standalone', 'index.html'),
  });
