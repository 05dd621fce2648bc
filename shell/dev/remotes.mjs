// @ts-check
// In development each remote runs its own dev server; the shell answers /remotes.json with their URLs.
import { REMOTES } from '@coloc/shared/build';

/** @type {(middlewares: any[], server: any) => any[]} */
export function devRemotesMiddleware(middlewares) {
  const remotes = Object.fromEntries(
    Object.entries(REMOTES).map(([name, { devPort }]) => [name, `http://localhost:${devPort}/mf-manifest.json`]),
  );
  middlewares.unshift({
    name: 'dev-remotes-json',
    path: '/remotes.json',
    middleware: (/** @type {any} */ _req, /** @type {any} */ res) => {
      res.setHeader('Content-Type', 'application/json');
      res.setHeader('Cache-Control', 'no-cache');
      res.end(JSON.stringify(remotes));
    },
  });
  return middlewares;
}
