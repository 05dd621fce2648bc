import PDFDocument from 'pdfkit';
import type { Db } from '../../db';
import { toBool } from '../../db';
import type { LeaseRow } from '../../db/types';
import { addDays, addMonths, frenchDate, frenchDateTime } from '../../lib/dates';
import { formatEuro, roundCents } from './money';
import { roomDisplayName } from '@coloc/contract/homes/rooms';
import { coLandlordNames, homeOf, roomsOfHome } from './store/homes';
import { userFullName, userName } from './store/people';

/** What the contract is written from, read from the database by leasePdfData. */
export interface LeasePdfData {
  lease: Pick<
    LeaseRow,
    | 'id'
    | 'kind'
    | 'start_date'
    | 'duration_months'
    | 'rent'
    | 'charges'
    | 'deposit'
    | 'furnished'
    | 'special_terms'
    | 'status'
    | 'landlord_accepted_at'
    | 'tenant_accepted_at'
    | 'tenant_email'
  >;
  home: { name: string | null; address: string | null; address2: string | null; postal_code: string | null; city: string | null; surface: number | null };
  /** The rented room for a room lease. */
  room: { label: string; surface: number | null } | null;
  roomCount: number;
  /** Full names: the creator first, then the accepted co-landlords. */
  landlords: string[];
  tenant: { name: string | null; email: string };
}

/** What the contract is written from: the home, its rooms, its landlords and the tenant's name. */
export async function leasePdfData(db: Db, lease: LeaseRow): Promise<LeasePdfData> {
  const home = await homeOf(db, lease.home_id);
  const rooms = await roomsOfHome(db, home.id);
  const joined = await coLandlordNames(db, home.id);
  const creator = await userFullName(db, home.user_id);
  const fullName = (p: { first_name: string; name: string; business_name: string | null }) =>
    [`${p.first_name} ${p.name}`.trim(), p.business_name ? `(${p.business_name})` : null].filter(Boolean).join(' ');
  const landlords = [...(creator ? [creator] : []), ...joined.filter((p) => p.id !== creator?.id)].map(fullName);
  const tenantUser = lease.tenant_user_id === null ? undefined : await userName(db, lease.tenant_user_id);
  const room = lease.room_id === null ? undefined : rooms.find((r) => r.id === lease.room_id);
  return {
    lease,
    home,
    room: room ? { label: roomDisplayName(room), surface: room.surface } : null,
    roomCount: rooms.length,
    landlords,
    tenant: { name: tenantUser ? `${tenantUser.first_name} ${tenantUser.name}`.trim() : null, email: lease.tenant_email },
  };
}

/* Characters the standard Helvetica draws (WinAnsi): Latin-1 and a few typographic ones. */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** User text as the PDF's standard font can draw it: other characters become '?'. */
export function pdfText(value: string): string {
  return Array.from(value.replace(/[\u202f\u2009]/g, '\u00a0').replace(/\r\n?/g, '\n'))
    .map((c) => {
      const code = c.codePointAt(0)!;
      if (c === '\n' || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(c)) return c;
      return '?';
    })
    .join('');
}

export function leaseTitle(kind: LeaseRow['kind']): string {
  return kind === 'room' ? 'Contrat de location – colocation (bail individuel)' : 'Contrat de location – logement entier';
}

function address(home: LeasePdfData['home']): string {
  const town = [home.postal_code, home.city].filter(Boolean).join(' ');
  return [home.address, home.address2, town].filter(Boolean).join(', ') || 'adresse non renseignée';
}

export interface RenderOptions {
  /** Deflate the page streams (default true); tests turn it off to read the text. */
  compress?: boolean;
}

/** The contract as a PDF (A4, standard Helvetica, French). */
export function renderLeasePdf(data: LeasePdfData, options: RenderOptions = {}): Promise<Buffer> {
  const { lease, home } = data;
  const furnished = toBool(lease.furnished);
  const tenantName = data.tenant.name ?? data.tenant.email;
  const title = leaseTitle(lease.kind);
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 56, bottom: 64, left: 56, right: 56 },
    compress: options.compress ?? true,
    bufferPages: true,
    info: {
      Title: pdfText(title),
      Author: pdfText(data.landlords.join(', ') || 'Toit Partagé'),
      Subject: pdfText(`Bail n° ${lease.id} – ${tenantName}`),
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

  const heading = (text: string) => {
    doc.moveDown(0.8).font('Helvetica-Bold').fontSize(12).fillColor('#1f3a5f').text(pdfText(text)).moveDown(0.3);
    doc.font('Helvetica').fontSize(10).fillColor('#000000');
  };
  const line = (label: string, value: string) => {
    doc.font('Helvetica-Bold').text(pdfText(`${label} : `), { continued: true }).font('Helvetica').text(pdfText(value));
  };
  const paragraph = (text: string) => doc.font('Helvetica').fontSize(10).text(pdfText(text), { align: 'justify' }).moveDown(0.3);

  doc.font('Helvetica-Bold').fontSize(17).fillColor('#1f3a5f').text(pdfText(title), { align: 'center' });
  doc
    .moveDown(0.3)
    .font('Helvetica')
    .fontSize(10)
    .fillColor('#444444')
    .text(
      pdfText(
        `${furnished ? 'Logement meublé' : 'Logement vide (non meublé)'} – loi n° 89-462 du 6 juillet 1989 ${furnished ? '(titre Ier bis)' : '(titre Ier)'}, résidence principale`,
      ),
      { align: 'center' },
    );
  if (lease.status !== 'accepted') {
    const state = lease.status === 'cancelled' ? 'Bail annulé' : 'Projet : pas encore accepté par les deux parties';
    doc.moveDown(0.3).font('Helvetica-Bold').fillColor('#b23b3b').text(pdfText(state), { align: 'center' });
  }
  doc.fillColor('#000000');

  heading('1. Désignation des parties');
  line(data.landlords.length > 1 ? 'Les bailleurs' : 'Le bailleur', data.landlords.join(', ') || 'non renseigné');
  line('Le locataire', data.tenant.name ? `${data.tenant.name} (${data.tenant.email})` : data.tenant.email);

  heading('2. Objet du contrat et désignation des locaux');
  line('Adresse', address(home));
  if (home.name) line('Logement', home.name);
  if (home.surface) line('Surface habitable du logement', `${home.surface} m²`);
  if (lease.kind === 'room' && data.room) {
    line('Partie louée à titre privatif', `${data.room.label}${data.room.surface ? ` (${data.room.surface} m²)` : ''}`);
    paragraph(
      `Le locataire a l'usage des parties et équipements communs du logement (cuisine, séjour, sanitaires…), partagés avec les autres colocataires, chacun titulaire de son propre bail. Le logement compte ${data.roomCount} chambre${data.roomCount > 1 ? 's' : ''}.`,
    );
  } else {
    paragraph(`Le contrat porte sur le logement entier, qui compte ${data.roomCount} chambre${data.roomCount > 1 ? 's' : ''}.`);
  }
  paragraph("Destination des locaux : usage exclusif d'habitation, à titre de résidence principale du locataire.");

  heading("3. Date de prise d'effet et durée");
  const lastDay = addDays(addMonths(lease.start_date, lease.duration_months), -1);
  line("Prise d'effet", frenchDate(lease.start_date));
  line('Durée', `${lease.duration_months} mois, jusqu'au ${frenchDate(lastDay)}`);
  paragraph(
    furnished
      ? "À son terme, le bail d'un logement meublé est reconduit tacitement pour un an, sauf congé donné dans les conditions de l'article 25-8 de la loi ; le locataire peut donner congé à tout moment avec un préavis d'un mois."
      : "À son terme, le bail est reconduit tacitement, sauf congé donné dans les conditions de l'article 15 de la loi ; le locataire peut donner congé à tout moment avec le préavis légal.",
  );

  heading('4. Conditions financières');
  line('Loyer mensuel hors charges', formatEuro(lease.rent));
  line('Provision mensuelle sur charges', formatEuro(lease.charges));
  line('Total mensuel', formatEuro(roundCents(lease.rent + lease.charges)));
  paragraph('Le loyer et la provision sur charges sont payables mensuellement et d’avance. Les charges font l’objet d’une régularisation annuelle.');
  line('Dépôt de garantie', formatEuro(lease.deposit));
  paragraph(
    `Le dépôt de garantie ne peut excéder ${furnished ? 'deux mois' : 'un mois'} de loyer hors charges (article ${furnished ? '25-6' : '22'} de la loi). Il est restitué dans un délai d'un mois à compter de la remise des clés lorsque l'état des lieux de sortie est conforme à l'état des lieux d'entrée, de deux mois dans le cas contraire.`,
  );

  heading('5. Clauses particulières');
  paragraph(lease.special_terms?.trim() ? lease.special_terms.trim() : 'Néant.');

  heading('6. Annexes');
  paragraph(
    `Sont annexés au présent contrat : le dossier de diagnostic technique, la notice d'information, l'état des lieux d'entrée${furnished ? " et l'inventaire du mobilier" : ''}${lease.kind === 'room' ? ', le règlement intérieur de la colocation le cas échéant' : ''}.`,
  );

  heading('7. Acceptation des parties');
  const accepted = (at: string | null) => (at ? `accepté en ligne le ${frenchDateTime(at)}` : "en attente d'acceptation");
  line(data.landlords.length > 1 ? 'Les bailleurs' : 'Le bailleur', accepted(lease.landlord_accepted_at));
  line('Le locataire', `${tenantName}, ${accepted(lease.tenant_accepted_at)}`);

  const range = doc.bufferedPageRange();
  for (let index = 0; index < range.count; index += 1) {
    doc.switchToPage(range.start + index);
    const bottom = doc.page.margins.bottom;
    // Writing inside the bottom margin would otherwise start a new page.
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor('#777777')
      .text(
        pdfText(`Établi sur Toit Partagé d'après les informations des parties – bail n° ${lease.id} – page ${index + 1} sur ${range.count}`),
        doc.page.margins.left,
        doc.page.height - 40,
        { width: doc.page.width - doc.page.margins.left - doc.page.margins.right, align: 'center', lineBreak: false },
      );
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}
