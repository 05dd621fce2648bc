// The sandbox e-signature service's server-rendered French pages: plain HTML, one inline style
// sheet (allowed by its hash in the page's CSP), the document in a frame of the same origin, forms
// posting to the sandbox itself, no script. Every value written into a page goes through `escape`.
import { createHash } from 'node:crypto';
import type { SignatureSessionRow } from '../../../db/tables/mandates';
import { escape } from '../../payments/sandbox/pages';
import { SANDBOX_SIGNATURE_BASE_PATH, SANDBOX_SIGNATURE_NAME } from './protocol';

export const SIGNATURE_TEST_BANNER = 'Environnement de test — aucune signature réelle';

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#eef1f6;color:#1c2430;line-height:1.5}
.banner{background:#8a4b00;color:#fff;text-align:center;padding:.6rem 1rem;font-weight:700}
main{max-width:46rem;margin:1.5rem auto;padding:0 1rem}
.card{background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(0,0,0,.12);padding:1.5rem}
h1{font-size:1.35rem;margin:0 0 1rem}
.brand{font-size:.85rem;color:#4a5668;margin:0 0 .25rem;text-transform:uppercase;letter-spacing:.06em}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:0 0 1.25rem;padding:1rem;background:#f5f7fa;border-radius:8px}
dt{color:#4a5668}dd{margin:0;font-weight:600;overflow-wrap:anywhere}
iframe{display:block;width:100%;height:28rem;border:1px solid #8a96a8;border-radius:8px;background:#fff}
label{display:block;font-weight:600;margin:.9rem 0 .3rem}
input{width:100%;font:inherit;padding:.6rem .7rem;border:1px solid #8a96a8;border-radius:6px;background:#fff;letter-spacing:.2em}
input:focus{outline:3px solid #2f6fde;outline-offset:1px}
input[aria-invalid=true]{border-color:#b3261e}
.field-error{color:#b3261e;margin:.3rem 0 0}
.error{border:2px solid #b3261e;border-radius:8px;padding:.75rem 1rem;margin:0 0 1rem;color:#7d1a15;background:#fdf0ef}
button,.button{display:inline-block;width:100%;margin-top:1.25rem;padding:.75rem 1rem;font:inherit;font-weight:700;border-radius:8px;border:0;background:#1f5bd1;color:#fff;cursor:pointer;text-align:center;text-decoration:none}
button:focus,.button:focus,a:focus{outline:3px solid #8ab4ff;outline-offset:2px}
.secondary{background:#fff;color:#1f5bd1;border:2px solid #1f5bd1;margin-top:.75rem}
.hint{background:#fff6e0;border:1px solid #e0b04c;border-radius:8px;padding:.75rem 1rem;margin:1rem 0}
a{color:#1f4fb0}
.ok{color:#1d6b35}.ko{color:#b3261e}
footer{text-align:center;font-size:.8rem;color:#4a5668;margin:1rem 0 2rem}
@media (max-width:480px){main{margin:1rem auto}.card{padding:1rem}iframe{height:20rem}}
`;

/** Only its own style sheet, the document framed from this site, and forms posting to this site. */
export const SIGNATURE_PAGE_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLE, 'utf8').digest('base64')}'`,
  "frame-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(title)} · Signature de test</title>
<style>${STYLE}</style>
</head>
<body>
<header><div class="banner" role="note">${escape(SIGNATURE_TEST_BANNER)}</div></header>
<main>
<div class="card">
<p class="brand">${escape(SANDBOX_SIGNATURE_NAME)} · Toit Partagé</p>
${body}
</div>
<footer>Page du prestataire de signature électronique de test intégré : aucune valeur juridique.</footer>
</main>
</body>
</html>`;
}

export const sessionPath = (session: Pick<SignatureSessionRow, 'public_id'>) => `${SANDBOX_SIGNATURE_BASE_PATH}/sessions/${encodeURIComponent(session.public_id)}`;

function back(session: SignatureSessionRow): string {
  return `<a class="button secondary" href="${escape(session.return_url)}">Retourner sur Toit Partagé</a>`;
}

export function signingPage(session: SignatureSessionRow, token: string, error: string | null = null): string {
  const path = sessionPath(session);
  const describedBy = error ? ' aria-describedby="code-error" aria-invalid="true"' : '';
  return layout(
    'Signer le document',
    `<h1>Signer le document</h1>
<dl>
<dt>Document</dt><dd>${escape(session.title)}</dd>
<dt>Signataire</dt><dd>${escape(session.signer_name)}</dd>
<dt>Référence</dt><dd>${escape(session.merchant_reference)}</dd>
</dl>
<iframe src="${escape(`${path}/document.pdf`)}" title="${escape(session.title)} (PDF)"></iframe>
<p><a href="${escape(`${path}/document.pdf`)}">Télécharger le document (PDF)</a></p>
<p class="hint">Code à usage unique de test (envoyé par SMS dans un vrai service) : <strong>${escape(session.code)}</strong></p>
<form method="post" action="${escape(`${path}/sign`)}">
<input type="hidden" name="token" value="${escape(token)}">
<label for="code">Code à usage unique</label>
<input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" maxlength="6" required${describedBy}>
${error ? `<p class="field-error" id="code-error" role="alert">${escape(error)}</p>` : ''}
<button type="submit">Signer le document</button>
</form>
<form method="post" action="${escape(`${path}/refuse`)}">
<input type="hidden" name="token" value="${escape(token)}">
<button type="submit" class="secondary">Refuser de signer</button>
</form>`,
  );
}

export function outcomePage(session: SignatureSessionRow): string {
  if (session.status === 'signed') {
    return layout('Document signé', `<h1 class="ok">Document signé</h1><p>Votre signature de « ${escape(session.title)} » est enregistrée. Toit Partagé en a été informé.</p>${back(session)}`);
  }
  if (session.status === 'refused') {
    return layout('Signature refusée', `<h1 class="ko">Signature refusée</h1><p>Vous avez refusé de signer « ${escape(session.title)} ». Toit Partagé en a été informé.</p>${back(session)}`);
  }
  return layout('Demande bloquée', `<h1 class="ko">Demande de signature bloquée</h1><p class="error" role="alert">Code erroné 5 fois : cette demande de signature est bloquée. Relancez la signature depuis votre espace Toit Partagé.</p>${back(session)}`);
}

export function errorPage(title: string, message: string, session?: SignatureSessionRow): string {
  return layout(title, `<h1>${escape(title)}</h1><p class="error" role="alert">${escape(message)}</p>${session ? back(session) : ''}`);
}
