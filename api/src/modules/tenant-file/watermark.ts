/*
 * Documents downloaded through a share link carry, across every page or picture, who sent them
 * and what for: « Transmis via Toit Partagé le 21/11/2026 — uniquement pour l'étude d'une
 * candidature locative ». Diagonal and semi-transparent so the document stays readable, repeated
 * once along the bottom edge so a crop of the middle does not remove it. The stored original is
 * never changed; only the tenant's own download gives it back as uploaded.
 */
import { degrees, EncryptedPDFError, PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import sharp from 'sharp';
import { parisDate } from '../../lib/dates';

export interface WatermarkLines {
  /** « Transmis via Toit Partagé le 21/11/2026 » */
  first: string;
  /** « uniquement pour l’étude d’une candidature locative » */
  second: string;
}

export function watermarkLines(now: Date = new Date()): WatermarkLines {
  const [year, month, day] = parisDate(now).split('-');
  return { first: `Transmis via Toit Partagé le ${day}/${month}/${year}`, second: 'uniquement pour l’étude d’une candidature locative' };
}

export function watermarkSentence(lines: WatermarkLines): string {
  return `${lines.first} — ${lines.second}`;
}

export type PdfProblem = 'encrypted' | 'unreadable';

/** Whether pdf-lib can open the PDF (and so stamp it later): checked when it is uploaded. */
export async function pdfProblem(data: Buffer): Promise<PdfProblem | null> {
  try {
    const pdf = await PDFDocument.load(data, { updateMetadata: false });
    return pdf.getPageCount() > 0 ? null : 'unreadable';
  } catch (error) {
    // pdf-lib is compiled to ES5: its EncryptedPDFError does not survive instanceof, its message does.
    const encrypted = error instanceof EncryptedPDFError || (error instanceof Error && error.message.includes('is encrypted'));
    return encrypted ? 'encrypted' : 'unreadable';
  }
}

const INK = rgb(0.75, 0.12, 0.12);

function stampPage(page: PDFPage, font: PDFFont, lines: WatermarkLines): void {
  const box = page.getCropBox();
  const rotation = ((page.getRotation().angle % 360) + 360) % 360;
  const sideways = rotation === 90 || rotation === 270;
  // What the reader sees: a rotated page shows its box the other way round.
  const seenWidth = sideways ? box.height : box.width;
  const seenHeight = sideways ? box.width : box.height;
  const diagonal = Math.hypot(seenWidth, seenHeight);
  const widest = Math.max(font.widthOfTextAtSize(lines.first, 1), font.widthOfTextAtSize(lines.second, 1));
  const size = Math.max(8, Math.min(44, (diagonal * 0.78) / widest));
  const lineGap = size * 1.35;
  // Drawn at the reader's diagonal, then turned with the page's own rotation.
  const seenAngle = (Math.atan2(seenHeight, seenWidth) * 180) / Math.PI;
  const angle = seenAngle + rotation;
  const radians = (angle * Math.PI) / 180;
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  const centreX = box.x + box.width / 2;
  const centreY = box.y + box.height / 2;
  [lines.first, lines.second].forEach((text, index) => {
    const width = font.widthOfTextAtSize(text, size);
    // Offsets along and across the text's direction, from the page centre to the line's start.
    const along = -width / 2;
    const across = (index === 0 ? lineGap / 2 : -lineGap / 2) - size * 0.35;
    page.drawText(text, {
      x: centreX + along * cos - across * sin,
      y: centreY + along * sin + across * cos,
      size,
      font,
      color: INK,
      opacity: 0.28,
      rotate: degrees(angle),
    });
  });
  // The same sentence along the reader's bottom edge.
  const footer = watermarkSentence(lines);
  const footerSize = Math.max(5, Math.min(8, (seenWidth * 0.92) / font.widthOfTextAtSize(footer, 1)));
  const margin = 14;
  const start = { along: -font.widthOfTextAtSize(footer, footerSize) / 2, across: -seenHeight / 2 + margin };
  const footerRadians = (rotation * Math.PI) / 180;
  page.drawText(footer, {
    x: centreX + start.along * Math.cos(footerRadians) - start.across * Math.sin(footerRadians),
    y: centreY + start.along * Math.sin(footerRadians) + start.across * Math.cos(footerRadians),
    size: footerSize,
    font,
    color: INK,
    opacity: 0.7,
    rotate: degrees(rotation),
  });
}

/** Every page stamped; throws if the PDF cannot be read (uploads are checked, so only a damaged file). */
export async function watermarkPdf(data: Buffer, lines: WatermarkLines): Promise<Buffer> {
  const pdf = await PDFDocument.load(data, { updateMetadata: false });
  const font = await pdf.embedFont(StandardFonts.HelveticaBold);
  for (const page of pdf.getPages()) stampPage(page, font, lines);
  return Buffer.from(await pdf.save());
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** An SVG the size of the picture: the two lines on its diagonal and the sentence along the bottom. */
export function watermarkSvg(width: number, height: number, lines: WatermarkLines): string {
  const diagonal = Math.hypot(width, height);
  const longest = Math.max(lines.first.length, lines.second.length);
  // DejaVu Sans Bold averages about 0.62 em per character.
  const size = Math.max(10, Math.min(diagonal / 14, (diagonal * 0.8) / (longest * 0.62)));
  const angle = -(Math.atan2(height, width) * 180) / Math.PI;
  const footer = watermarkSentence(lines);
  const footerSize = Math.max(8, Math.min(height / 30, (width * 0.94) / (footer.length * 0.6)));
  const text = (content: string, dy: number) =>
    `<text x="0" y="${dy.toFixed(1)}" text-anchor="middle" dominant-baseline="middle">${escapeXml(content)}</text>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<g transform="translate(${(width / 2).toFixed(1)} ${(height / 2).toFixed(1)}) rotate(${angle.toFixed(2)})" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-weight="bold" font-size="${size.toFixed(1)}" fill="rgb(191,31,31)" fill-opacity="0.32" stroke="white" stroke-opacity="0.25" stroke-width="${(size / 30).toFixed(2)}">`,
    text(lines.first, -size * 0.7),
    text(lines.second, size * 0.7),
    '</g>',
    `<g font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="${footerSize.toFixed(1)}" fill="rgb(191,31,31)" fill-opacity="0.75">`,
    `<text x="${(width / 2).toFixed(1)}" y="${(height - footerSize * 0.8).toFixed(1)}" text-anchor="middle">${escapeXml(footer)}</text>`,
    '</g>',
    '</svg>',
  ].join('');
}

/** Whether sharp can decode the picture (checked when it is uploaded). */
export async function imageReadable(data: Buffer): Promise<boolean> {
  try {
    const meta = await sharp(data).metadata();
    return Boolean(meta.width && meta.height);
  } catch {
    return false;
  }
}

/**
 * The picture upright (EXIF orientation applied, metadata such as GPS dropped) with the watermark
 * composited; JPEG stays JPEG, PNG stays PNG.
 */
export async function watermarkImage(data: Buffer, mime: 'image/jpeg' | 'image/png', lines: WatermarkLines): Promise<Buffer> {
  const meta = await sharp(data).metadata();
  if (!meta.width || !meta.height) throw new Error('image without dimensions');
  const sideways = (meta.orientation ?? 1) >= 5;
  const width = sideways ? meta.height : meta.width;
  const height = sideways ? meta.width : meta.height;
  const overlay = Buffer.from(watermarkSvg(width, height, lines));
  const image = sharp(data).rotate().composite([{ input: overlay, top: 0, left: 0 }]);
  return mime === 'image/png' ? image.png().toBuffer() : image.jpeg({ quality: 90, mozjpeg: true }).toBuffer();
}
