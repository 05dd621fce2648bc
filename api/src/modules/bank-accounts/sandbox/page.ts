// The sandbox provider's pages: plain server-rendered French HTML with inline CSS (no React, no
// script), clearly labelled as a test environment.

export const SANDBOX_BANNER = 'Environnement de test — aucune opération réelle';

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;background:#eef1f5;color:#1d2733;line-height:1.5}
.banner{background:#7a3e00;color:#fff;text-align:center;font-weight:700;padding:.6rem 1rem;letter-spacing:.02em}
main{max-width:28rem;margin:2rem auto;padding:0 1rem}
.card{background:#fff;border:1px solid #d5dbe3;border-radius:12px;padding:1.5rem;box-shadow:0 4px 16px rgb(29 39 51/8%)}
.brand{margin:0 0 .25rem;color:#4a5768;font-size:.9rem;text-transform:uppercase;letter-spacing:.06em}
h1{font-size:1.4rem;margin:0 0 1rem}
.what{font-size:1.05rem;font-weight:600;background:#f3f6fa;border-radius:8px;padding:.75rem 1rem;margin:0 0 1rem}
.test-code{background:#fff4e0;border:1px dashed #b86e00;border-radius:8px;padding:.6rem 1rem}
label{display:block;font-weight:600;margin:1rem 0 .35rem}
input{width:100%;font-size:1.4rem;letter-spacing:.3em;padding:.5rem .75rem;border:1px solid #8c98a8;border-radius:8px}
input:focus,button:focus{outline:3px solid #1f5c57;outline-offset:2px}
.error{color:#b42318;font-weight:600;margin:.5rem 0 0}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1.25rem}
button,.button{font:inherit;font-weight:600;border-radius:8px;padding:.65rem 1.2rem;cursor:pointer;border:1px solid transparent;text-decoration:none;display:inline-block}
.primary{background:#1f5c57;color:#fff}
.secondary{background:#fff;color:#b42318;border-color:#b42318}
.ghost{background:transparent;color:#1d2733;text-decoration:underline}
.muted{color:#4a5768;font-size:.9rem}
@media (max-width:767px){main{margin:1rem auto}.actions{flex-direction:column}.actions button,.actions .button{width:100%}}
`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} — ${SANDBOX_BANNER}</title>
<style>${STYLE}</style>
</head>
<body>
<div class="banner" role="note">${SANDBOX_BANNER}</div>
<main>
<div class="card">
<p class="brand">Prestataire de paiement — bac à sable</p>
${body}
</div>
</main>
</body>
</html>`;
}

export interface ChallengeView {
  label: string;
  code: string;
  expiresAt: string;
  /** French error after a wrong code, with the tries left. */
  error?: string | null;
}

const parisTime = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', hour: '2-digit', minute: '2-digit' });

/** The challenge: what is authenticated, the code to type (shown, it is a test), refuse or cancel. */
export function challengePage(view: ChallengeView): string {
  const error = view.error ? `<p class="error" id="code-error" role="alert">${escapeHtml(view.error)}</p>` : '';
  return layout(
    'Authentification forte',
    `<h1>Authentification forte</h1>
<p class="what">${escapeHtml(view.label)}</p>
<p>Votre banque vous demande de confirmer cette opération avec le code à 6 chiffres reçu par SMS.</p>
<p class="test-code">Code de test : <strong>${escapeHtml(view.code)}</strong></p>
<form method="post">
<input type="hidden" name="action" value="validate">
<label for="code">Code de confirmation</label>
<input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" maxlength="6" required${view.error ? ' aria-invalid="true" aria-describedby="code-error" autofocus' : ''}>
${error}
<div class="actions"><button type="submit" class="primary">Valider</button></div>
</form>
<form method="post" class="actions">
<button type="submit" name="action" value="refuse" class="secondary">Refuser</button>
<button type="submit" name="action" value="cancel" class="ghost">Annuler et revenir sur le site</button>
</form>
<p class="muted">Cette demande expire à ${escapeHtml(parisTime.format(new Date(view.expiresAt)))}.</p>`,
  );
}

/** Any dead end: unknown, finished or expired operation, wrong account. */
export function messagePage(title: string, text: string, link?: { href: string; label: string }): string {
  const action = link ? `<div class="actions"><a class="button primary" href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></div>` : '';
  return layout(title, `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(text)}</p>\n${action}`);
}
