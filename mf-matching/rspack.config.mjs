// @ts-check
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createConfig, REMOTES } from '@coloc/shared/build';

const dir = dirname(fileURLToPath(import.meta.url));

export default (_env, argv) =>
  createConfig({
    name: 'mf_matching',
    dir,
    mode: argv.mode,
    devPort: REMOTES.mf_matching.devPort,
    exposes: { './app': './src/app/lifecycles.tsx', './ProfileCard': './src/widgets/ProfileCardWidget.tsx', './MatchCount': './src/widgets/MatchCountWidget.tsx', './ProfileDecision': './src/widgets/ProfileDecisionWidget.tsx', './VisitRequest': './src/widgets/VisitRequestWidget.tsx' },
    standaloneHtml: join(dir, 'src', 'standalone', 'index.html'),
  });
