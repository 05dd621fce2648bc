import { SIGNATURE, type MailMessage } from '../../mail';

export function groupInvitationMail(to: string, recipientFirstName: string, inviter: string, groupName: string, link: string): MailMessage {
  return {
    to,
    subject: `${inviter} vous invite à chercher une colocation ensemble`,
    text: [
      `Bonjour ${recipientFirstName},`,
      '',
      `${inviter} vous invite à rejoindre le groupe « ${groupName} » sur Toit Partagé pour chercher un logement ensemble.`,
      'Dans un groupe, vous voyez les logements et les profils que chacun a mis en favori, et les propriétaires savent que vous cherchez à plusieurs.',
      '',
      'Pour accepter ou refuser l’invitation :',
      link,
      '',
      SIGNATURE,
    ].join('\n'),
  };
}
