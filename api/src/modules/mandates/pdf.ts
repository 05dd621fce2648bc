// The mandate as a PDF (A4, Helvetica, French): the parties, the home, the fees and the duration,
// then each signature recorded so far. The same document is sent to be signed and, with its
// signatures, downloaded by both parties.
import PDFDocument from 'pdfkit';
import { frenchDateTime } from '../../lib/dates';
import { pdfText } from '../rentals';
import { durationText, feesText } from './terms';

export interface MandateDocument {
  reference: string;
  createdAt: string;
  owner: { name: string; email: string };
  agent: { name: string; email: string };
  home: { name: string | null; address: string };
  feeRate: number;
  durationMonths: number;
  providerName: string;
  ownerSignedAt: string | null;
  ownerSignatureId: string | null;
  agentSignedAt: string | null;
}

const BLUE = '#1f3a5f';
const GREY = '#555555';

export function renderMandatePdf(mandate: MandateDocument, options: { compress?: boolean } = {}): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 56, bottom: 64, left: 56, right: 56 },
    compress: options.compress ?? true,
    info: { Title: pdfText(`Mandat de gestion ${mandate.reference}`), Author: 'Toit Partagé', Creator: 'Toit Partagé', CreationDate: new Date(mandate.createdAt) },
    lang: 'fr-FR',
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const text = (value: string) => pdfText(value);
  const heading = (value: string) => doc.moveDown(0.8).font('Helvetica-Bold').fontSize(12).fillColor(BLUE).text(text(value)).moveDown(0.3);
  const line = (label: string, value: string) => doc.font('Helvetica-Bold').fontSize(10).fillColor('#000000').text(text(`${label} : `), { continued: true }).font('Helvetica').text(text(value));

  doc.font('Helvetica-Bold').fontSize(18).fillColor(BLUE).text('MANDAT DE GESTION LOCATIVE');
  doc.font('Helvetica').fontSize(9).fillColor(GREY).text(text(`Référence ${mandate.reference} · établi le ${frenchDateTime(mandate.createdAt)} · loi n° 70-9 du 2 janvier 1970 (loi Hoguet)`));

  heading('Le mandant (propriétaire)');
  line('Nom', mandate.owner.name);
  line('E-mail', mandate.owner.email);
  heading('Le mandataire (agence ou gestionnaire)');
  line('Nom', mandate.agent.name);
  line('E-mail', mandate.agent.email);
  heading('Le bien');
  line('Annonce', mandate.home.name?.trim() || 'Annonce sans titre');
  line('Adresse', mandate.home.address);
  heading('Mission');
  doc.font('Helvetica').fontSize(10).fillColor('#000000').text(
    text("Le mandant confie au mandataire la mise en location du bien : publication et gestion de l'annonce, organisation des visites, sélection des candidats, rédaction et signature du bail, état des lieux, encaissement des loyers et suivi de la location."),
  );
  heading('Honoraires');
  doc.font('Helvetica').fontSize(10).text(text(feesText(mandate.feeRate)));
  heading('Durée');
  doc.font('Helvetica').fontSize(10).text(text(durationText(mandate.durationMonths)));

  heading('Signatures');
  doc.font('Helvetica').fontSize(10).fillColor('#000000');
  doc.text(text(`Signature électronique par ${mandate.providerName}.`));
  doc.text(
    text(
      mandate.ownerSignedAt
        ? `Le mandant : signé le ${frenchDateTime(mandate.ownerSignedAt)} (preuve ${mandate.ownerSignatureId ?? '—'}).`
        : 'Le mandant : en attente de signature.',
    ),
  );
  doc.text(text(mandate.agentSignedAt ? `Le mandataire : contresigné le ${frenchDateTime(mandate.agentSignedAt)}.` : 'Le mandataire : en attente de contresignature.'));
  doc.end();
  return done;
}
