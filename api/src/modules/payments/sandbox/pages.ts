// The sandbox's server-rendered French pages: plain HTML, one inline style sheet (allowed by its
// hash in the page's Content-Security-Policy), forms posting to the sandbox itself, no script and
// no external asset. Every value written into a page goes through `escape`.
import { createHash } from 'node:crypto';
import type { SandboxSessionRow } from '../../../db/tables/payments';
import { euros } from '../money';
import type { CardErrors, CardField } from './cards';
import { returnUrl, SANDBOX_BASE_PATH } from './protocol';

export const MERCHANT_NAME = 'Toit Partagé';
export const TEST_BANNER = 'Environnement de test — aucun paiement réel';

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#eef1f6;color:#1c2430;line-height:1.5}
.banner{background:#8a4b00;color:#fff;text-align:center;padding:.6rem 1rem;font-weight:700;letter-spacing:.01em}
main{max-width:34rem;margin:1.5rem auto;padding:0 1rem}
.card{background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(0,0,0,.12);padding:1.5rem}
h1{font-size:1.35rem;margin:0 0 1rem}
h2{font-size:1rem;margin:1.5rem 0 .5rem}
.brand{font-size:.85rem;color:#4a5668;margin:0 0 .25rem;text-transform:uppercase;letter-spacing:.06em}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:0 0 1.25rem;padding:1rem;background:#f5f7fa;border-radius:8px}
dt{color:#4a5668}dd{margin:0;font-weight:600;overflow-wrap:anywhere}
.amount{font-size:1.4rem}
label{display:block;font-weight:600;margin:.9rem 0 .3rem}
input{width:100%;font:inherit;padding:.6rem .7rem;border:1px solid #8a96a8;border-radius:6px;background:#fff}
input:focus{outline:3px solid #2f6fde;outline-offset:1px}
input[aria-invalid=true]{border-color:#b3261e}
.row{display:grid;grid-template-columns:1fr 1fr;gap:0 1rem}
.field-error{color:#b3261e;margin:.3rem 0 0;font-size:.9rem}
.summary{border:2px solid #b3261e;border-radius:8px;padding:.75rem 1rem;margin:0 0 1rem;color:#7d1a15;background:#fdf0ef}
.summary ul{margin:.25rem 0 0;padding-left:1.25rem}
button,.button{display:inline-block;width:100%;margin-top:1.25rem;padding:.75rem 1rem;font:inherit;font-weight:700;border-radius:8px;border:0;background:#1f5bd1;color:#fff;cursor:pointer;text-align:center;text-decoration:none}
button:focus,.button:focus{outline:3px solid #8ab4ff;outline-offset:2px}
.secondary{background:#fff;color:#1f5bd1;border:2px solid #1f5bd1;margin-top:.75rem}
.hint{background:#fff6e0;border:1px solid #e0b04c;border-radius:8px;padding:.75rem 1rem;margin:1rem 0}
.tests{width:100%;border-collapse:collapse;font-size:.9rem}
.tests th,.tests td{text-align:left;padding:.4rem .3rem;border-bottom:1px solid #dde2ea}
.tests td:first-child{font-family:ui-monospace,Menlo,Consolas,monospace;white-space:nowrap}
.status{font-size:1.1rem;font-weight:700}
.ok{color:#1d6b35}.ko{color:#b3261e}
footer{text-align:center;font-size:.8rem;color:#4a5668;margin:1rem 0 2rem}
@media (max-width:480px){.row{grid-template-columns:1fr}main{margin:1rem auto}.card{padding:1rem}}
`;

/** The page's CSP: only its own style sheet and forms posting to this site. */
export const PAGE_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLE, 'utf8').digest('base64')}'`,
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

export function escape(value: string | number): string {
  return String(value).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

function layout(title: string, body: string, head = ''): string {
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(title)} · Paiement de test</title>${head}
<style>${STYLE}</style>
</head>
<body>
<div class="banner" role="note">${escape(TEST_BANNER)}</div>
<main>
<div class="card">
<p class="brand">Bac à sable de paiement · Toit Partagé</p>
${body}
</div>
<footer>Page du prestataire de paiement de test intégré. Aucune donnée bancaire réelle ne doit y être saisie.</footer>
</main>
</body>
</html>`;
}

function summary(session: SandboxSessionRow): string {
  return `<dl>
<dt>Marchand</dt><dd>${escape(MERCHANT_NAME)}</dd>
<dt>Objet</dt><dd>${escape(session.label)}</dd>
<dt>Référence</dt><dd>${escape(session.merchant_reference)}</dd>
<dt>Montant</dt><dd class="amount">${escape(euros(session.amount_cents))}</dd>
</dl>`;
}

const action = (session: SandboxSessionRow, step: string) => `${SANDBOX_BASE_PATH}/sessions/${encodeURIComponent(session.public_id)}/${step}`;

function cancelForm(session: SandboxSessionRow): string {
  return `<form method="post" action="${escape(action(session, 'cancel'))}">
<button type="submit" class="secondary">Annuler et revenir au site</button>
</form>`;
}

const FIELD_LABELS: Record<CardField, string> = {
  number: 'Numéro de carte',
  expiry: "Date d'expiration (MM/AA)",
  cvc: 'Cryptogramme visuel (CVC)',
  holder: 'Titulaire de la carte',
};
const FIELD_ORDER: CardField[] = ['number', 'expiry', 'cvc', 'holder'];

function input(field: CardField, value: string, errors: CardErrors, attributes: string): string {
  const error = errors[field];
  const describedBy = error ? ` aria-describedby="${field}-error" aria-invalid="true"` : '';
  return `<label for="${field}">${escape(FIELD_LABELS[field])}</label>
<input id="${field}" name="${field}" value="${escape(value)}" ${attributes}${describedBy}>
${error ? `<p class="field-error" id="${field}-error">${escape(error)}</p>` : ''}`;
}

export interface CardPageValues {
  number: string;
  expiry: string;
  holder: string;
}

/** The hosted card page, with the errors of a refused submit next to their fields. */
export function cardPage(session: SandboxSessionRow, cards: Array<{ display: string; outcome: string }>, values: CardPageValues, errors: CardErrors = {}): string {
  const failed = FIELD_ORDER.filter((field) => errors[field]);
  const errorSummary = failed.length
    ? `<div class="summary" role="alert"><strong>Le paiement n'a pas pu être envoyé :</strong><ul>${failed
        .map((field) => `<li>${escape(errors[field]!)}</li>`)
        .join('')}</ul></div>`
    : '';
  return layout(
    'Paiement par carte',
    `<h1>Paiement par carte bancaire</h1>
${summary(session)}
${errorSummary}
<form method="post" action="${escape(action(session, 'card'))}" novalidate>
${input('number', values.number, errors, 'inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242" required')}
<div class="row">
<div>${input('expiry', values.expiry, errors, 'inputmode="numeric" autocomplete="cc-exp" placeholder="MM/AA" required')}</div>
<div>${input('cvc', '', errors, 'inputmode="numeric" autocomplete="cc-csc" maxlength="4" required')}</div>
</div>
${input('holder', values.holder, errors, 'autocomplete="cc-name" required')}
<button type="submit">Payer ${escape(euros(session.amount_cents))}</button>
</form>
${cancelForm(session)}
<h2 id="test-cards">Cartes de test</h2>
<p>Utilisez l'une de ces cartes, avec une date d'expiration future et n'importe quel cryptogramme à 3 chiffres :</p>
<table class="tests" aria-labelledby="test-cards">
<thead><tr><th scope="col">Numéro</th><th scope="col">Résultat</th></tr></thead>
<tbody>${cards.map((card) => `<tr><td>${escape(card.display)}</td><td>${escape(card.outcome)}</td></tr>`).join('')}</tbody>
</table>`,
  );
}

/** The bank's 3-D Secure challenge, its code shown as a test hint. */
export function challengePage(session: SandboxSessionRow): string {
  return layout(
    'Authentification 3-D Secure',
    `<h1>Authentification 3-D Secure</h1>
<p>Votre banque vous demande de confirmer ce paiement de <strong>${escape(euros(session.amount_cents))}</strong> à ${escape(MERCHANT_NAME)} avec la carte se terminant par ${escape(session.card_last4 ?? '')}.</p>
${summary(session)}
<p class="hint" role="note"><strong>Environnement de test :</strong> le code reçu par SMS serait envoyé à votre téléphone. Ici, saisissez le code <strong>${escape(session.challenge_code ?? '')}</strong>. Un autre code fait refuser le paiement.</p>
<form method="post" action="${escape(action(session, 'challenge'))}" novalidate>
<label for="code">Code de confirmation reçu par SMS</label>
<input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" maxlength="6" required>
<button type="submit">Valider</button>
</form>
${cancelForm(session)}`,
  );
}

/** Seconds the outcome stays on screen before the customer is sent back, as real providers do. */
export const RETURN_DELAY_S = 4;

/** The outcome page sends the customer back by itself; the link is there for the impatient. */
function autoReturn(session: SandboxSessionRow): string {
  return session.return_url ? `\n<meta http-equiv="refresh" content="${RETURN_DELAY_S};url=${escape(returnUrl(session.return_url, session.merchant_reference))}">` : '';
}

function returnNotice(session: SandboxSessionRow): string {
  return session.return_url ? `<p role="status">Retour automatique sur ${escape(MERCHANT_NAME)} dans quelques secondes.</p>` : '';
}

function backLink(session: SandboxSessionRow, label: string): string {
  return session.return_url ? `<a class="button" href="${escape(returnUrl(session.return_url, session.merchant_reference))}">${escape(label)}</a>` : '';
}

/** What the provider shows once the payment is done, before sending the customer back. */
export function outcomePage(session: SandboxSessionRow): string {
  if (session.status === 'succeeded') {
    return layout(
      'Paiement accepté',
      `<h1 class="ok">Paiement accepté</h1>
${summary(session)}
<p class="status ok">Votre carte ${escape(session.card_brand ?? '')} se terminant par ${escape(session.card_last4 ?? '')} a été débitée (en test).</p>
${returnNotice(session)}
${backLink(session, `Retourner sur ${MERCHANT_NAME}`)}`,
      autoReturn(session),
    );
  }
  const cancelled = session.status === 'cancelled';
  return layout(
    cancelled ? 'Paiement annulé' : 'Paiement refusé',
    `<h1 class="ko">${cancelled ? 'Paiement annulé' : 'Paiement refusé'}</h1>
${summary(session)}
<p class="status ko">${escape(session.failure_reason ?? '')}</p>
<p>Aucun montant n'a été débité.</p>
${returnNotice(session)}
${backLink(session, `Retourner sur ${MERCHANT_NAME}`)}`,
    autoReturn(session),
  );
}

/** A link or form the sandbox cannot honour (bad signature, expired form, unknown page). */
export function errorPage(title: string, message: string): string {
  return layout(title, `<h1 class="ko">${escape(title)}</h1><p>${escape(message)}</p><p>Revenez sur le site du marchand et recommencez le paiement.</p>`);
}
