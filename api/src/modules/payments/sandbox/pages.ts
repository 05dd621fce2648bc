// The sandbox's server-rendered French pages: plain HTML, one inline style sheet (allowed by its
// hash in the page's Content-Security-Policy), forms posting to the sandbox itself, no script and
// no external asset. Every value written into a page goes through `escape`.
import type { SandboxSessionRow } from '../../../db/tables/payments';
import { euros } from '../money';
import type { CardErrors, CardField } from './cards';
import { BASE_STYLE, escape, oneTimeCodeField, sandboxLayout, sandboxPageCsp, type SandboxPageFrame } from '../../../lib/sandbox';
import { returnUrl, SANDBOX_BASE_PATH } from './protocol';

export { escape } from '../../../lib/sandbox';

export const MERCHANT_NAME = 'Toit Partagé';
export const TEST_BANNER = 'Environnement de test — aucun paiement réel';

/** The sandbox's common look (lib/sandbox), and what the card pages add. */
const STYLE = `${BASE_STYLE}
h2{font-size:1rem;margin:1.5rem 0 .5rem}
.amount{font-size:1.4rem}
.row{display:grid;grid-template-columns:1fr 1fr;gap:0 1rem}
.field-error{font-size:.9rem}
.summary{border:2px solid #b3261e;border-radius:8px;padding:.75rem 1rem;margin:0 0 1rem;color:#7d1a15;background:#fdf0ef}
.summary ul{margin:.25rem 0 0;padding-left:1.25rem}
.tests{width:100%;border-collapse:collapse;font-size:.9rem}
.tests th,.tests td{text-align:left;padding:.4rem .3rem;border-bottom:1px solid #dde2ea}
.tests td:first-child{font-family:ui-monospace,Menlo,Consolas,monospace;white-space:nowrap}
.status{font-size:1.1rem;font-weight:700}
@media (max-width:480px){.row{grid-template-columns:1fr}}
`;

/** The page's CSP: only its own style sheet and forms posting to this site. */
export const PAGE_CSP = sandboxPageCsp(STYLE);

const FRAME: SandboxPageFrame = {
  style: STYLE,
  banner: TEST_BANNER,
  titleSuffix: 'Paiement de test',
  brand: `Bac à sable de paiement · ${MERCHANT_NAME}`,
  footer: 'Page du prestataire de paiement de test intégré. Aucune donnée bancaire réelle ne doit y être saisie.',
};

const layout = (title: string, body: string, head = '') => sandboxLayout(FRAME, title, body, head);

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
${oneTimeCodeField('Code de confirmation reçu par SMS')}
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
