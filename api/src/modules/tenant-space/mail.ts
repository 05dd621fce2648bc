import { SIGNATURE, type MailMessage } from '../../mail';
import { singleLine } from '../../lib/text';
import { homeLabel } from '../rentals';
import { euroText } from './receipt-pdf';
import { receiptPeriod } from './period';

/**
 * Tells the tenant a landlord asks for a month's rent. The bank details stay on the site, behind
 * the tenant's sign-in: a mail that carries an IBAN is exactly what a scammer would send.
 */
export function rentRequestMail(
  to: string,
  firstName: string | null,
  landlord: string,
  home: { name: string | null; city: string | null },
  period: string,
  amountCents: number,
  link: string,
): MailMessage {
  const month = receiptPeriod(period).month;
  return {
    to,
    subject: `Loyer de ${month} : ${singleLine(landlord)} vous en demande le paiement`,
    text: [
      firstName ? `Bonjour ${singleLine(firstName)},` : 'Bonjour,',
      '',
      `${singleLine(landlord)} vous demande le paiement du loyer de ${month} pour ${homeLabel(home)} : ${euroText(amountCents).replace(/\u00a0/g, ' ')}.`,
      'Retrouvez le montant et les coordonnées bancaires du compte vérifié de votre propriétaire dans « Mes quittances », après vous être connecté(e) :',
      link,
      '',
      "Toit Partagé ne transmet une demande de paiement qu'après la visite du logement et l'acceptation du bail. Ne payez jamais sur un autre compte que celui affiché sur Toit Partagé, et signalez-nous toute demande d'argent reçue par un autre moyen.",
      '',
      SIGNATURE,
    ].join('\n'),
  };
}
