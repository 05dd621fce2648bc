import { SIGNATURE, type MailMessage } from '../../mail';

const advert = (name: string | null) => (name?.trim() ? `« ${name.trim()} »` : 'sans titre');

export type ClosedReason = 'refused' | 'expired' | 'cancelled';

const REASONS: Record<ClosedReason, string> = {
  refused: 'a été refusé',
  expired: "n'a pas été signé par les deux parties dans les 14 jours et a expiré",
  cancelled: 'a été annulé',
};

/** A refusal or an expiry: both parties learn that the home is back without a mandate. */
export function mandateClosedMail(to: string, firstName: string, homeName: string | null, reason: ClosedReason, link: string): MailMessage {
  return {
    to,
    subject: reason === 'expired' ? 'Le mandat de gestion a expiré' : 'Le mandat de gestion a été refusé',
    text: [
      `Bonjour ${firstName},`,
      '',
      `Le mandat de gestion de l'annonce ${advert(homeName)} ${REASONS[reason]}. L'annonce n'est plus sous mandat : le propriétaire peut choisir une autre offre ou proposer un nouveau mandat.`,
      '',
      link,
      '',
      SIGNATURE,
    ].join('\n'),
  };
}

export function mandateToCountersignMail(to: string, firstName: string, homeName: string | null, link: string): MailMessage {
  return {
    to,
    subject: 'Un mandat de gestion attend votre contresignature',
    text: [
      `Bonjour ${firstName},`,
      '',
      `Le propriétaire de l'annonce ${advert(homeName)} a signé le mandat de gestion. Contresignez-le depuis votre espace pour prendre en main l'annonce et l'agenda.`,
      '',
      link,
      '',
      SIGNATURE,
    ].join('\n'),
  };
}

export function mandateCompleteMail(to: string, firstName: string, homeName: string | null, link: string): MailMessage {
  return {
    to,
    subject: 'Votre mandat de gestion est en cours',
    text: [
      `Bonjour ${firstName},`,
      '',
      `L'agence a contresigné le mandat de gestion de l'annonce ${advert(homeName)} : il est en cours. Le mandat signé est téléchargeable depuis votre espace.`,
      '',
      link,
      '',
      SIGNATURE,
    ].join('\n'),
  };
}
