// The invoice as a PDF (A4, standard Helvetica, French): seller and buyer, the line excluding VAT,
// VAT at 20 %, the total including VAT, the dates, and « Facture acquittée ».
import PDFDocument from 'pdfkit';
import type { InvoiceRow } from '../../db/tables/payments';
import { frenchDate } from '../../lib/dates';
import { pdfText } from '../rentals';
import { euros } from './money';

export interface InvoicePdfOptions {
  /** Deflate the page streams (default true); tests turn it off to read the text. */
  compress?: boolean;
  /** The payment's reference and card, printed with the settlement. */
  payment?: { reference: string; card_last4: string | null };
}

const BLUE = '#1f3a5f';
const GREY = '#555555';
const TEST_RED = '#b00020';
/** Printed on every invoice of the sandbox provider (issue 17). */
export const TEST_INVOICE_MARK = 'Facture de test — sans valeur';

export function renderInvoicePdf(invoice: InvoiceRow, options: InvoicePdfOptions = {}): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 56, bottom: 64, left: 56, right: 56 },
    compress: options.compress ?? true,
    info: { Title: pdfText(`Facture ${invoice.number}`), Author: pdfText(invoice.seller_name), Subject: pdfText(invoice.label), Creator: 'Toit Partagé' },
    lang: 'fr-FR',
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const text = (value: string) => pdfText(value);

  // Header: the seller on the left, the invoice's identity on the right.
  const top = doc.y;
  doc.font('Helvetica-Bold').fontSize(16).fillColor(BLUE).text(text(invoice.seller_name), left, top, { width: width / 2 });
  doc.font('Helvetica').fontSize(9).fillColor(GREY);
  doc.text(text(invoice.seller_address), { width: width / 2 });
  doc.text(text(`SIREN ${invoice.seller_siren}`), { width: width / 2 });
  doc.text(text(`TVA intracommunautaire ${invoice.seller_vat_number}`), { width: width / 2 });
  const leftBottom = doc.y;

  doc.font('Helvetica-Bold').fontSize(20).fillColor('#000000').text(invoice.test ? 'FACTURE DE TEST' : 'FACTURE', left + width / 2, top, { width: width / 2, align: 'right' });
  doc.font('Helvetica').fontSize(10);
  doc.text(text(`N° ${invoice.number}`), { width: width / 2, align: 'right' });
  doc.text(text(`Date d'émission : ${frenchDate(invoice.issued_on)}`), { width: width / 2, align: 'right' });
  doc.text(text(`Date de paiement : ${frenchDate(invoice.paid_on)}`), { width: width / 2, align: 'right' });
  doc.y = Math.max(leftBottom, doc.y) + 24;
  if (invoice.test) {
    // Paid with a test card on the sandbox provider: no sale took place.
    doc.font('Helvetica-Bold').fontSize(16).fillColor(TEST_RED).text(text(TEST_INVOICE_MARK), left, doc.y, { width, align: 'center' });
    doc.font('Helvetica').fontSize(9).text(text('Paiement simulé par le bac à sable de paiement : cette facture ne correspond à aucune vente.'), { width, align: 'center' });
    doc.fillColor('#000000').moveDown(1);
  }

  // Buyer.
  doc.font('Helvetica-Bold').fontSize(10).fillColor(BLUE).text('Facturé à', left);
  doc.font('Helvetica').fillColor('#000000').text(text(invoice.buyer_name));
  if (invoice.buyer_company) doc.text(text(invoice.buyer_company));
  doc.text(text(invoice.buyer_email));
  doc.moveDown(1.5);

  // The line, excluding VAT.
  const columns = [
    { title: 'Désignation', width: width * 0.46, align: 'left' as const },
    { title: 'Qté', width: width * 0.08, align: 'right' as const },
    { title: 'Prix unitaire HT', width: width * 0.18, align: 'right' as const },
    { title: 'TVA', width: width * 0.1, align: 'right' as const },
    { title: 'Montant HT', width: width * 0.18, align: 'right' as const },
  ];
  const row = (cells: string[], bold = false) => {
    const y = doc.y;
    let x = left;
    let bottom = y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9.5).fillColor('#000000');
    cells.forEach((cell, i) => {
      const column = columns[i]!;
      doc.text(text(cell), x + 4, y, { width: column.width - 8, align: column.align });
      bottom = Math.max(bottom, doc.y);
      x += column.width;
    });
    doc.y = bottom + 6;
    doc.moveTo(left, doc.y - 3).lineTo(left + width, doc.y - 3).lineWidth(0.5).strokeColor('#cccccc').stroke();
  };
  row(columns.map((c) => c.title), true);
  const rate = `${(invoice.vat_rate_bp / 100).toLocaleString('fr-FR')} %`;
  row([
    `${invoice.label}\nPériode du ${frenchDate(invoice.period_from)} au ${frenchDate(invoice.period_until)}`,
    '1',
    euros(invoice.net_cents),
    rate,
    euros(invoice.net_cents),
  ]);

  // Totals.
  doc.moveDown(0.8);
  const totalsX = left + width * 0.54;
  const totalsWidth = width * 0.46;
  const total = (label: string, value: string, bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(bold ? 11 : 10);
    doc.text(text(label), totalsX, y, { width: totalsWidth * 0.6 });
    doc.text(text(value), totalsX + totalsWidth * 0.6, y, { width: totalsWidth * 0.4, align: 'right' });
    doc.moveDown(0.3);
  };
  total('Total HT', euros(invoice.net_cents));
  total(`TVA ${rate}`, euros(invoice.vat_cents));
  total('Total TTC', euros(invoice.total_cents), true);

  // Settlement.
  doc.moveDown(1.5);
  if (invoice.test) doc.font('Helvetica-Bold').fontSize(14).fillColor(TEST_RED).text(text(TEST_INVOICE_MARK), left, doc.y, { width, align: 'left' });
  else doc.font('Helvetica-Bold').fontSize(14).fillColor('#1d6b35').text('Facture acquittée', left, doc.y, { width, align: 'left' });
  doc.font('Helvetica').fontSize(10).fillColor('#000000');
  const card = options.payment?.card_last4 ? ` (carte se terminant par ${options.payment.card_last4})` : '';
  doc.text(text(`Réglée par carte bancaire le ${frenchDate(invoice.paid_on)}${card}.`));
  if (options.payment) doc.text(text(`Référence du paiement : ${options.payment.reference}`));
  doc.moveDown(1);
  doc.fontSize(8.5).fillColor(GREY).text(
    text("Aucun escompte pour paiement anticipé. Montants en euros. Service de mise en ligne et de mise en avant d'annonces sur Toit Partagé."),
    left,
    doc.y,
    { width },
  );
  doc.end();
  return done;
}
