import { SIGNATURE, type MailMessage } from '../../mail';

interface MailHome {
  name: string | null;
}

function advertName(home: MailHome): string {
  return home.name?.trim() ? `« ${home.name.trim()} »` : 'sans titre';
}

export function advertApprovedMail(to: string, firstName: string, home: MailHome, publicLink: string): MailMessage {
  return {
    to,
    subject: 'Votre annonce est en ligne',
    text: [
      `Bonjour ${firstName},`,
      '',
      `Votre annonce ${advertName(home)} a été validée par notre équipe de modération : elle est maintenant visible par les personnes qui cherchent une colocation.`,
      '',
      'Voir votre annonce :',
      publicLink,
      '',
      SIGNATURE,
    ].join('\n'),
  };
}

export function advertRefusedMail(to: string, firstName: string, home: MailHome, reason: string, editLink: string): MailMessage {
  return {
    to,
    subject: "Votre annonce n'a pas été validée",
    text: [
      `Bonjour ${firstName},`,
      '',
      `Votre annonce ${advertName(home)} n'a pas été validée par notre équipe de modération, pour la raison suivante :`,
      '',
      reason,
      '',
      "Vous pouvez la modifier puis la soumettre à nouveau depuis votre espace :",
      editLink,
      '',
      SIGNATURE,
    ].join('\n'),
  };
}
