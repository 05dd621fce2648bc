/** The alert e-mail and push texts (French), from the items ready to leave. */
import { SIGNATURE, type MailMessage } from '../../mail';

export interface AlertItem {
  /** « Colocation à Lyon » / « Marie D. ». */
  title: string;
  city: string;
  /** « 450 € par mois » / « budget 400 à 600 € par chambre ». */
  rent: string;
  /** Null: nobody lives in the home yet, nothing to compare. */
  affinity: number | null;
  reasons: string[];
  vigilance: string | null;
  /** Absolute link to the advert or the profiles of the home. */
  link: string;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

/** « 72 % », or why there is no number: the alert never shows an affinity about nobody. */
export function affinityText(affinity: number | null): string {
  return affinity === null ? "pas encore d'occupant pour la calculer" : `${affinity} %`;
}

function itemText(item: AlertItem): string {
  const lines = [`${item.title} — ${item.city}, ${item.rent}`, `Affinité : ${affinityText(item.affinity)}`];
  if (item.reasons.length > 0) lines.push(`Points communs : ${item.reasons.join(' ; ')}`);
  if (item.vigilance) lines.push(`Point de vigilance : ${item.vigilance}`);
  lines.push(`Voir : ${item.link}`);
  return lines.join('\n');
}

function itemHtml(item: AlertItem): string {
  const reasons = item.reasons.length > 0 ? `<br>Points communs : ${item.reasons.map(escapeHtml).join(' ; ')}` : '';
  const vigilance = item.vigilance ? `<br>Point de vigilance : ${escapeHtml(item.vigilance)}` : '';
  return (
    `<li style="margin-bottom: 1em"><strong><a href="${escapeHtml(item.link)}">${escapeHtml(item.title)}</a></strong> — ` +
    `${escapeHtml(item.city)}, ${escapeHtml(item.rent)}<br>Affinité : <strong>${escapeHtml(affinityText(item.affinity))}</strong>${reasons}${vigilance}</li>`
  );
}

export interface AlertMailInput {
  to: string;
  firstName: string;
  kind: 'home' | 'seeker';
  items: AlertItem[];
  /** Page with the one-click button (GET shows, POST unsubscribes). */
  unsubscribeLink: string;
  settingsLink: string;
  daily: boolean;
}

function subjectOf(input: AlertMailInput): string {
  const n = input.items.length;
  if (input.kind === 'home') return n === 1 ? `Nouvelle annonce compatible : ${input.items[0]!.title}` : `${n} nouvelles annonces compatibles`;
  return n === 1 ? `Nouveau profil compatible : ${input.items[0]!.title}` : `${n} nouveaux profils compatibles`;
}

export function alertMail(input: AlertMailInput): MailMessage {
  const intro =
    input.kind === 'home'
      ? input.items.length === 1
        ? 'Une nouvelle annonce correspond à votre recherche :'
        : 'De nouvelles annonces correspondent à votre recherche :'
      : input.items.length === 1
        ? 'Un nouveau profil correspond à votre logement :'
        : 'De nouveaux profils correspondent à votre logement :';
  const text = [
    `Bonjour ${input.firstName},`,
    '',
    intro,
    '',
    input.items.map(itemText).join('\n\n'),
    '',
    `Vous recevez cet e-mail car vos alertes ${input.daily ? 'quotidiennes' : 'immédiates'} par e-mail sont activées.`,
    `Modifier vos alertes : ${input.settingsLink}`,
    `Ne plus recevoir ces alertes par e-mail : ${input.unsubscribeLink}`,
    '',
    SIGNATURE,
  ].join('\n');
  const html =
    `<!doctype html>\n<html lang="fr"><head><meta charset="utf-8"><title>${escapeHtml(subjectOf(input))}</title></head>` +
    `<body style="font-family: sans-serif; line-height: 1.5">\n<p>Bonjour ${escapeHtml(input.firstName)},</p>\n<p>${escapeHtml(intro)}</p>\n` +
    `<ul>${input.items.map(itemHtml).join('\n')}</ul>\n` +
    `<p style="font-size: 0.9em; color: #555">Vous recevez cet e-mail car vos alertes ${input.daily ? 'quotidiennes' : 'immédiates'} par e-mail sont activées. ` +
    `<a href="${escapeHtml(input.settingsLink)}">Modifier vos alertes</a> · <a href="${escapeHtml(input.unsubscribeLink)}">Ne plus recevoir ces alertes par e-mail</a></p>\n` +
    `<p>${escapeHtml(SIGNATURE)}</p>\n</body></html>`;
  return {
    to: input.to,
    subject: subjectOf(input),
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${input.unsubscribeLink}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

export interface AlertPushPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
}

export function alertPush(kind: 'home' | 'seeker', items: AlertItem[], path: string, tag: string): AlertPushPayload {
  const first = items[0]!;
  const title =
    items.length === 1
      ? kind === 'home'
        ? 'Nouvelle annonce compatible'
        : 'Nouveau profil compatible'
      : kind === 'home'
        ? `${items.length} nouvelles annonces compatibles`
        : `${items.length} nouveaux profils compatibles`;
  const body = items.length === 1 ? `${first.title} — ${first.city}, ${first.rent} · affinité ${affinityText(first.affinity)}` : items.map((i) => (i.affinity === null ? i.title : `${i.title} (${i.affinity} %)`)).join(', ');
  return { title, body: body.slice(0, 200), url: path, tag };
}
