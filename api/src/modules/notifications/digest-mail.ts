import { SIGNATURE, type MailMessage } from '../../mail';

export interface DigestLine {
  /** "Bernard L." or the support team. */
  from: string;
  count: number;
}

function messages(count: number): string {
  return count > 1 ? `${count} nouveaux messages` : '1 nouveau message';
}

/** The unread-messages digest (French). Links stay alone on their line, like every other mail. */
export function unreadDigestMail(
  to: string,
  firstName: string,
  lines: readonly DigestLine[],
  readLink: string,
  settingsLink: string,
): MailMessage {
  const total = lines.reduce((sum, line) => sum + line.count, 0);
  return {
    to,
    subject: total > 1 ? `Vous avez ${total} nouveaux messages sur Toit Partagé` : 'Vous avez un nouveau message sur Toit Partagé',
    text: [
      `Bonjour ${firstName},`,
      '',
      total > 1 ? 'Des messages vous attendent sur Toit Partagé :' : 'Un message vous attend sur Toit Partagé :',
      ...lines.map((line) => `- ${line.from} : ${messages(line.count)}`),
      '',
      total > 1 ? 'Lisez-les et répondez depuis votre messagerie :' : 'Lisez-le et répondez depuis votre messagerie :',
      readLink,
      '',
      "Vous recevez cet e-mail parce que vous avez demandé à être prévenu de vos nouveaux messages. Vous pouvez changer ce choix dans vos paramètres :",
      settingsLink,
      '',
      SIGNATURE,
    ].join('\n'),
  };
}
