/** The small French pages of the unsubscribe link (no script: a mail client may open them anywhere). */
function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

function page(title: string, body: string): string {
  return (
    `<!doctype html>\n<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(title)} · Toit Partagé</title></head>` +
    `<body style="font-family: sans-serif; line-height: 1.5; max-width: 36rem; margin: 2rem auto; padding: 0 1rem">` +
    `<main><h1>${escapeHtml(title)}</h1>${body}<p><a href="/">Retour à Toit Partagé</a></p></main></body></html>`
  );
}

export function confirmPage(token: string, what: string): string {
  return page(
    'Se désabonner des alertes par e-mail',
    `<p>Vous ne recevrez plus par e-mail ${escapeHtml(what)}. Les alertes push et vos autres réglages ne changent pas.</p>` +
      `<form method="post" action="/api/alerts/unsubscribe?token=${encodeURIComponent(token)}">` +
      `<input type="hidden" name="List-Unsubscribe" value="One-Click">` +
      `<button type="submit">Me désabonner</button></form>`,
  );
}

export function messagePage(title: string, message: string): string {
  return page(title, `<p role="status">${escapeHtml(message)}</p>`);
}
