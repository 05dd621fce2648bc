/** The cp1252 characters above Latin-1 that the contract uses (standard PDF fonts draw WinAnsi). */
const WIN_ANSI: Record<number, string> = { 0x80: '€', 0x85: '…', 0x92: '’', 0x96: '–', 0x97: '—', 0x9c: 'œ' };

/**
 * The text drawn by an uncompressed pdfkit document, one TJ operation per line: pdfkit writes
 * standard-font text as hex strings between kerning offsets, so a name is not greppable as is.
 * (Justified lines lose their spaces here: pdfkit places those words one by one.)
 */
export function pdfTextLines(pdf: Buffer): string[] {
  const source = pdf.toString('latin1');
  return [...source.matchAll(/\[([^\]]*)\] TJ/g)].map((operation) =>
    [...operation[1]!.matchAll(/<([0-9a-f]*)>/g)]
      .map((hex) => [...Buffer.from(hex[1]!, 'hex')].map((byte) => WIN_ANSI[byte] ?? String.fromCharCode(byte)).join(''))
      .join(''),
  );
}
