// The French pages of the built-in sandbox providers (payments, e-signatures), which stand in for a
// third party's website: one layout with the « Environnement de test » banner, one base style sheet
// (allowed by its hash in the page's CSP: no script, no outside asset), forms posting to the
// sandbox itself, and one way to answer a page. Every value written into a page goes through `escape`.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { describeError } from '../../plugins/errors';

export function escape(value: string | number): string {
  return String(value).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** What every sandbox page looks like; a provider appends the rules of its own pages. */
export const BASE_STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#eef1f6;color:#1c2430;line-height:1.5}
.banner{background:#8a4b00;color:#fff;text-align:center;padding:.6rem 1rem;font-weight:700;letter-spacing:.01em}
main{max-width:34rem;margin:1.5rem auto;padding:0 1rem}
.card{background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(0,0,0,.12);padding:1.5rem}
h1{font-size:1.35rem;margin:0 0 1rem}
.brand{font-size:.85rem;color:#4a5668;margin:0 0 .25rem;text-transform:uppercase;letter-spacing:.06em}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:0 0 1.25rem;padding:1rem;background:#f5f7fa;border-radius:8px}
dt{color:#4a5668}dd{margin:0;font-weight:600;overflow-wrap:anywhere}
label{display:block;font-weight:600;margin:.9rem 0 .3rem}
input{width:100%;font:inherit;padding:.6rem .7rem;border:1px solid #8a96a8;border-radius:6px;background:#fff}
input:focus{outline:3px solid #2f6fde;outline-offset:1px}
input[aria-invalid=true]{border-color:#b3261e}
.field-error{color:#b3261e;margin:.3rem 0 0}
button,.button{display:inline-block;width:100%;margin-top:1.25rem;padding:.75rem 1rem;font:inherit;font-weight:700;border-radius:8px;border:0;background:#1f5bd1;color:#fff;cursor:pointer;text-align:center;text-decoration:none}
button:focus,.button:focus,a:focus{outline:3px solid #8ab4ff;outline-offset:2px}
.secondary{background:#fff;color:#1f5bd1;border:2px solid #1f5bd1;margin-top:.75rem}
.hint{background:#fff6e0;border:1px solid #e0b04c;border-radius:8px;padding:.75rem 1rem;margin:1rem 0}
.ok{color:#1d6b35}.ko{color:#b3261e}
footer{text-align:center;font-size:.8rem;color:#4a5668;margin:1rem 0 2rem}
@media (max-width:480px){main{margin:1rem auto}.card{padding:1rem}}
`;

/** Only the page's own style sheet and forms posting to this site (and, if asked, frames of this site). */
export function sandboxPageCsp(style: string, { frames = false } = {}): string {
  return [
    "default-src 'none'",
    `style-src 'sha256-${createHash('sha256').update(style, 'utf8').digest('base64')}'`,
    ...(frames ? ["frame-src 'self'"] : []),
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

export interface SandboxPageFrame {
  /** BASE_STYLE and the provider's own rules. */
  style: string;
  /** « Environnement de test — … »: says on every page that nothing real happens. */
  banner: string;
  /** After the page's title in the tab: « Paiement de test ». */
  titleSuffix: string;
  /** Above the card's title: who this page stands for. */
  brand: string;
  footer: string;
}

export function sandboxLayout(frame: SandboxPageFrame, title: string, body: string, head = ''): string {
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(title)} · ${escape(frame.titleSuffix)}</title>${head}
<style>${frame.style}</style>
</head>
<body>
<header><div class="banner" role="note">${escape(frame.banner)}</div></header>
<main>
<div class="card">
<p class="brand">${escape(frame.brand)}</p>
${body}
</div>
<footer>${escape(frame.footer)}</footer>
</main>
</body>
</html>`;
}

/** The one-time code field: the code a real service would send by SMS, typed back. */
export function oneTimeCodeField(label: string, error: string | null = null): string {
  const describedBy = error ? ' aria-describedby="code-error" aria-invalid="true"' : '';
  return `<label for="code">${escape(label)}</label>
<input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" maxlength="6" required${describedBy}>
${error ? `<p class="field-error" id="code-error" role="alert">${escape(error)}</p>` : ''}`;
}

/** A sandbox page as the answer: never cached, under its own CSP. */
export function sendSandboxPage(reply: FastifyReply, csp: string, status: number, page: string): FastifyReply {
  return reply.code(status).header('content-type', 'text/html; charset=utf-8').header('content-security-policy', csp).header('cache-control', 'no-store').send(page);
}

/**
 * In a sandbox's (encapsulated) plugin: its pages post ordinary HTML forms, and an error is a
 * French page like the rest of the site it stands for, not our API's JSON.
 */
export function serveSandboxPages(app: FastifyInstance, { csp, errorPage, logMessage }: { csp: string; errorPage: (title: string, message: string) => string; logMessage: string }): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 8 * 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  app.setErrorHandler((error, request, reply) => {
    const { statusCode, message } = describeError(error);
    if (statusCode >= 500) request.log.error({ err: error }, logMessage);
    return sendSandboxPage(reply, csp, statusCode, errorPage('Erreur', message));
  });
}
