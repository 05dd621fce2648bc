// The e2e suite drives Debian's Chromium; Playwright never downloads a browser here.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fail, log } from './lib.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(CHROMIUM)) return CHROMIUM;
  const canApt = process.getuid?.() === 0 && spawnSync('which', ['apt-get']).status === 0;
  if (!canApt) {
    fail(`Chromium est introuvable (${CHROMIUM}) : installez-le avec « sudo apt-get install -y chromium » puis relancez npm test.`);
  }
  log("Installation de Chromium (paquet Debian) …");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  let result = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], { stdio: 'inherit', env });
  if (result.status !== 0) {
    spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
    result = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], { stdio: 'inherit', env });
  }
  if (result.status !== 0 || !existsSync(CHROMIUM)) {
    fail(`L'installation de Chromium a échoué : lancez « apt-get update && apt-get install -y chromium » puis relancez npm test.`);
  }
  return CHROMIUM;
}
