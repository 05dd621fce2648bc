import { frenchDate, parisDate } from '../../lib/dates';
import { SIGNATURE, type MailMessage } from '../../mail';

/** The one warning before an account without visits is deleted (privacy policy: « prévenu un mois avant »). */
export function dormancyWarningMail(to: string, firstName: string, lastSeen: Date, deletionFrom: Date, signinLink: string): MailMessage {
  const date = frenchDate(parisDate(deletionFrom));
  return {
    to,
    subject: 'Votre compte Toit Partagé va être supprimé',
    text: [
      `Bonjour ${firstName},`,
      '',
      `Vous ne vous êtes pas connecté(e) à Toit Partagé depuis le ${frenchDate(parisDate(lastSeen))}. Comme l'annonce notre politique de confidentialité, un compte est supprimé après trois ans sans connexion : le vôtre et les données qui lui sont liées (profil, recherche, annonces, messages, photos) seront supprimés à partir du ${date}, sauf si vous vous connectez d'ici là.`,
      '',
      'Pour garder votre compte, il vous suffit de vous connecter :',
      signinLink,
      '',
      "Si vous ne souhaitez plus l'utiliser, vous n'avez rien à faire : il sera supprimé à partir de cette date.",
      '',
      SIGNATURE,
    ].join('\n'),
  };
}
