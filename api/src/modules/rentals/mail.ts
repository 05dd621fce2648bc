import { SIGNATURE, type MailMessage } from '../../mail';
import { singleLine } from '../../lib/text';

/** How a home is named in a mail: « Grande colocation lumineuse à Lyon ». */
export function homeLabel(home: { name: string | null; city: string | null }): string {
  const name = home.name?.trim() ? `« ${singleLine(home.name)} »` : 'le logement';
  return home.city ? `${name} à ${home.city}` : name;
}

export function contactDeclinedMail(to: string, firstName: string, home: { name: string | null; city: string | null } | null, from: string): MailMessage {
  return {
    to,
    subject: home ? `Votre demande pour ${homeLabel(home)}` : `Votre demande à ${singleLine(from)}`,
    text: [
      `Bonjour ${firstName},`,
      '',
      home
        ? `Merci pour votre message au sujet de ${homeLabel(home)}. Ce logement ne pourra malheureusement pas vous être proposé.`
        : `Merci pour votre message. ${singleLine(from)} ne pourra malheureusement pas y donner suite.`,
      "D'autres colocations vous attendent sur Toit Partagé : nous vous souhaitons de trouver très vite celle qui vous ressemble.",
      '',
      SIGNATURE,
    ].join('\n'),
  };
}

export function leaseSentMail(to: string, landlord: string, home: { name: string | null; city: string | null }, link: string): MailMessage {
  return {
    to,
    subject: `${singleLine(landlord)} vous propose un bail`,
    text: [
      'Bonjour,',
      '',
      `${singleLine(landlord)} vous propose un contrat de location pour ${homeLabel(home)}.`,
      'Relisez-le et acceptez-le depuis « Ma co-location » (connectez-vous ou créez votre compte avec cette adresse e-mail) :',
      link,
      '',
      SIGNATURE,
    ].join('\n'),
  };
}

export function leaseAcceptedMail(to: string, firstName: string, tenant: string, home: { name: string | null; city: string | null }, link: string): MailMessage {
  return {
    to,
    subject: `${singleLine(tenant)} a accepté le bail`,
    text: [
      `Bonjour ${firstName},`,
      '',
      `${singleLine(tenant)} a accepté le contrat de location pour ${homeLabel(home)}. La location apparaît désormais dans votre gestion locative :`,
      link,
      '',
      SIGNATURE,
    ].join('\n'),
  };
}

export function leaseCancelledMail(to: string, landlord: string, home: { name: string | null; city: string | null }): MailMessage {
  return {
    to,
    subject: `Bail annulé pour ${homeLabel(home)}`,
    text: ['Bonjour,', '', `${singleLine(landlord)} a annulé le contrat de location qui vous avait été proposé pour ${homeLabel(home)}.`, '', SIGNATURE].join('\n'),
  };
}
