// @ts-check
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createConfig, REMOTES } from '@coloc/shared/build';

const dir = dirname(fileURLToPath(import.meta.url));

export default (_env, argv) =>
  createConfig({
    name: 'mf_payments',
    dir,
    mode: argv.mode,
    devPort: REMOTES.mf_payments.devPort,
    exposes: {
      './app': './src/app/lifecycles.tsx',
      './Checkout': './src/widgets/CheckoutWidget.tsx',
      './BankAccount': './src/widgets/BankAccountWidget.tsx',
      './ScaWarning': './src/widgets/ScaWarningWidget.tsx',
    },
    standaloneHtml: join(dir, 'src', 'standalone', 'index.html'),
  });
