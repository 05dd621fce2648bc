import PDFDocument from 'pdfkit';
import type { Db } from '../../db';
import type { HomeRow, RentPaymentRow, TenancyRow } from '../../db/types';
import { frenchDate } from '../../lib/dates';
import { pdfText } from '../rentals';
import { roomDisplayName } from '@coloc/contract/homes/rooms';
import { receiptPeriod } from './period';

/** What a quittance is written from (amounts in cents). */
export interface ReceiptPdfData {
  id: number;
  period: string;
  /** Full names: the home's creator first, then the accepted co-landlords. */
  landlords: string[];
  tenant: string;
  address: string;
  /** The rented room, null for the whole home. */
  room: string | null;
  rent_cents: number;
  charges_cents: number;
  paid_on: string;
  /** The day the receipt is issued (Paris date). */
  issued_on: string;
}

function fullName(person: { first_name: string; name: string; business_name: string | null }): string {
  return [`${person.first_name} ${person.name}`.trim(), person.business_name ? `(${person.business_name})` : null].filter(Boolean).join(' ');
}

export function homeAddress(home: Pick<HomeRow, 'address' | 'address2' | 'postal_code' | 'city'>): string {
  const town = [home.postal_code, home.city].filter(Boolean).join(' ');
  return [home.address, home.address2, town].filter(Boolean).join(', ') || 'adresse non renseignée';
}

/** Reads the names, address and room of a paid rent line's receipt. */
export async function receiptPdfData(
  db: Db,
  line: RentPaymentRow,
  tenancy: TenancyRow,
  home: HomeRow,
  amounts: { rent_cents: number; charges_cents: number },
  issuedOn: string,
): Promise<ReceiptPdfData> {
  const joined = await db
    .selectFrom('home_landlords')
    .innerJoin('users', 'users.id', 'home_landlords.user_id')
    .select(['users.id', 'users.first_name', 'users.name', 'users.business_name'])
    .where('home_landlords.home_id', '=', home.id)
    .where('home_landlords.status', '=', 'accepted')
    .orderBy('home_landlords.accepted_at')
    .execute();
  const creator = await db.selectFrom('users').select(['id', 'first_name', 'name', 'business_name']).where('id', '=', home.user_id).executeTakeFirst();
  const landlords = [...(creator ? [creator] : []), ...joined.filter((p) => p.id !== creator?.id)].map(fullName);
  const tenantUser =
    tenancy.tenant_user_id === null ? undefined : await db.selectFrom('users').select(['first_name', 'name']).where('id', '=', tenancy.tenant_user_id).executeTakeFirst();
  const room = tenancy.room_id === null ? undefined : await db.selectFrom('rooms').select(['name', 'number']).where('id', '=', tenancy.room_id).executeTakeFirst();
  return {
    id: line.id,
    period: line.period,
    landlords,
    tenant: tenantUser ? `${tenantUser.first_name} ${tenantUser.name}`.trim() : tenancy.tenant_name,
    address: homeAddress(home),
    room: room ? roomDisplayName(room) : null,
    ...amounts,
    paid_on: line.received_on!,
    issued_on: issuedOn,
  };
}

/** « 1 234,50 € » from cents, with no-break spaces the standard Helvetica can draw. */
export function euroText(cents: number): string {
  const negative = cents < 0;
  const abs = Math.abs(cents);
  const units = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
  return `${negative ? '-' : ''}${units},${(abs % 100).toString().padStart(2, '0')}\u00a0€`;
}

export function receiptTitle(period: string): string {
  return `Quittance de loyer – ${receiptPeriod(period).month}`;
}

export interface RenderOptions {
  /** Deflate the page streams (default true); tests turn it off to read the text. */
  compress?: boolean;
}

/**
 * The quittance (loi n° 89-462 du 6 juillet 1989, article 21): who paid whom, for which home and
 * month, rent and charges apart, the total and the day it was received. Issued free of charge.
 */
export function renderReceiptPdf(data: ReceiptPdfData, options: RenderOptions = {}): Promise<Buffer> {
  const period = receiptPeriod(data.period);
  const landlord = data.landlords.join(', ') || 'Le bailleur';
  const total = data.rent_cents + data.charges_cents;
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 56, bottom: 64, left: 56, right: 56 },
    compress: options.compress ?? true,
    info: {
      Title: pdfText(receiptTitle(data.period)),
      Author: pdfText(landlord),
      // ASCII only, so that the period reads as is in the file (the text streams are compressed).
      Subject: `Quittance de loyer ${period.short}`,
      Creator: 'Toit Partagé',
    },
    lang: 'fr-FR',
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const heading = (text: string) => {
    doc.moveDown(0.8).font('Helvetica-Bold').fontSize(12).fillColor('#1f3a5f').text(pdfText(text)).moveDown(0.3);
    doc.font('Helvetica').fontSize(10).fillColor('#000000');
  };
  const line = (label: string, value: string) => {
    doc.font('Helvetica-Bold').text(pdfText(`${label} : `), { continued: true }).font('Helvetica').text(pdfText(value));
  };
  const paragraph = (text: string) => doc.font('Helvetica').fontSize(10).text(pdfText(text), { align: 'justify' }).moveDown(0.3);
  const amountRow = (label: string, cents: number, bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10.5);
    doc.text(pdfText(label), doc.page.margins.left, y, { width: width - 140 });
    doc.text(pdfText(euroText(cents)), doc.page.margins.left + width - 140, y, { width: 140, align: 'right' });
    doc.moveDown(0.35);
  };

  doc.font('Helvetica-Bold').fontSize(20).fillColor('#1f3a5f').text('Quittance de loyer', { align: 'center' });
  doc.moveDown(0.2).font('Helvetica').fontSize(11).fillColor('#444444').text(pdfText(`Période ${period.text}`), { align: 'center' });
  doc.fillColor('#000000');

  heading('Les parties');
  line(data.landlords.length > 1 ? 'Les bailleurs' : 'Le bailleur', landlord);
  line('Le locataire', data.tenant);

  heading('Le logement');
  line('Adresse', data.address);
  line('Partie louée', data.room ?? 'le logement entier');

  heading('Sommes reçues');
  amountRow('Loyer hors charges', data.rent_cents);
  amountRow('Provision sur charges', data.charges_cents);
  doc
    .moveTo(doc.page.margins.left, doc.y)
    .lineTo(doc.page.margins.left + width, doc.y)
    .strokeColor('#cccccc')
    .stroke();
  doc.moveDown(0.35);
  amountRow('Total', total, true);
  doc.x = doc.page.margins.left;
  line('Paiement reçu le', frenchDate(data.paid_on));

  heading('Quittance');
  paragraph(
    `${data.landlords.length > 1 ? 'Les bailleurs soussignés déclarent' : 'Le bailleur soussigné déclare'} avoir reçu de ${data.tenant} la somme de ${euroText(total)} au titre du loyer et des charges ${period.text} pour le logement désigné ci-dessus, et lui en donne quittance, sous réserve de tous droits.`,
  );
  paragraph(
    "Quittance délivrée gratuitement, conformément à l'article 21 de la loi n° 89-462 du 6 juillet 1989 : le bailleur transmet gratuitement une quittance au locataire qui en fait la demande, portant le détail des sommes versées en distinguant le loyer et les charges. Aucuns frais liés à sa gestion ne peuvent être facturés au locataire.",
  );
  paragraph(
    'Cette quittance ne vaut que pour la période indiquée ; elle annule les reçus qui auraient pu être établis pour des paiements partiels de cette même période.',
  );
  doc.moveDown(0.6);
  line('Fait le', frenchDate(data.issued_on));

  // Writing inside the bottom margin would otherwise start a new page.
  doc.page.margins.bottom = 0;
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor('#777777')
    .text(
      pdfText(`Établie sur Toit Partagé d'après les paiements enregistrés par le bailleur – quittance n° ${data.id}`),
      doc.page.margins.left,
      doc.page.height - 40,
      { width, align: 'center', lineBreak: false },
    );
  doc.end();
  return done;
}
