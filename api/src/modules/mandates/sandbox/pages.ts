// The sandbox e-signature service's server-rendered French pages: plain HTML, one inline style
// sheet (allowed by its hash in the page's CSP), the document in a frame of the same origin, forms
// posting to the sandbox itself, no script. Every value written into a page goes through `escape`.
import type { SignatureSessionRow } from '../../../db/tables/mandates';
import { BASE_STYLE, escape, oneTimeCodeField, sandboxLayout, sandboxPageCsp, type SandboxPageFrame } from '../../../lib/sandbox';
import { SANDBOX_SIGNATURE_BASE_PATH, SANDBOX_SIGNATURE_NAME } from './protocol';

export const SIGNATURE_TEST_BANNER = 'Environnement de test — aucune signature réelle';

/** The sandboxes' common look (lib/sandbox), wider, with the document in a frame. */
const STYLE = `${BASE_STYLE}
main{max-width:46rem}
iframe{display:block;width:100%;height:28rem;border:1px solid #8a96a8;border-radius:8px;background:#fff}
#code{letter-spacing:.2em}
.error{border:2px solid #b3261e;border-radius:8px;padding:.75rem 1rem;margin:0 0 1rem;color:#7d1a15;background:#fdf0ef}
a{color:#1f4fb0}
@media (max-width:480px){iframe{height:20rem}}
`;

/** Only its own style sheet, the document framed from this site, and forms posting to this site. */
export const SIGNATURE_PAGE_CSP = sandboxPageCsp(STYLE, { frames: true });

const FRAME: SandboxPageFrame = {
  style: STYLE,
  banner: SIGNATURE_TEST_BANNER,
  titleSuffix: 'Signature de test',
  brand: `${SANDBOX_SIGNATURE_NAME} · Toit Partagé`,
  footer: 'Page du prestataire de signature électronique de test intégré : aucune valeur juridique.',
};

const layout = (title: string, body: string) => sandboxLayout(FRAME, title, body);

export const sessionPath = (session: Pick<SignatureSessionRow, 'public_id'>) => `${SANDBOX_SIGNATURE_BASE_PATH}/sessions/${encodeURIComponent(session.public_id)}`;

function back(session: SignatureSessionRow): string {
  return `<a class="button secondary" href="${escape(session.return_url)}">Retourner sur Toit Partagé</a>`;
}

export function signingPage(session: SignatureSessionRow, token: string, error: string | null = null): string {
  const path = sessionPath(session);
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
${oneTimeCodeField('Code à usage unique', error)}
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
