// Reads back the mails that the mailer wrote to DATA_DIR/outbox (src/mail): its own format, raw
// 8bit parts and RFC 2047 encoded headers, so a small reader is enough.
import fs from 'node:fs/promises';
import path from 'node:path';

/** The outbox's file names: an ISO date with dashes for colons, a random suffix (src/mail). */
export const OUTBOX_FILE = /^[0-9TZ.-]+-[0-9a-f]{8}\.eml$/;

export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  date: string;
  /** The text/plain part. */
  text: string;
}

/** `=?UTF-8?Q?…?=` and `=?UTF-8?B?…?=` words of a header. */
export function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_all, encoding: string, data: string) => {
      if (encoding.toUpperCase() === 'B') return Buffer.from(data, 'base64').toString('utf8');
      const bytes = data.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => `%${hex}`);
      try {
        return decodeURIComponent(bytes);
      } catch {
        return data;
      }
    });
}

export function parseMail(file: string, raw: string): OutboxMail {
  const source = raw.replace(/\r\n/g, '\n');
  const headerEnd = source.indexOf('\n\n');
  const headerText = (headerEnd === -1 ? source : source.slice(0, headerEnd)).replace(/\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of headerText.split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  const marker = /Content-Type: text\/plain[^\n]*\n(?:[^\n]+\n)*\n/i.exec(source);
  let text = '';
  if (marker) {
    const rest = source.slice(marker.index + marker[0].length);
    const boundary = rest.search(/\n--[^\n]+\n/);
    text = (boundary === -1 ? rest : rest.slice(0, boundary)).trim();
  }
  return {
    file,
    to: decodeHeader(headers.get('to') ?? ''),
    subject: decodeHeader(headers.get('subject') ?? ''),
    date: frenchDate(headers.get('date') ?? ''),
    text,
  };
}

const PARIS_TIME = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', dateStyle: 'long', timeStyle: 'short' });

/** The Date header (RFC 5322, in English) as the French page shows it: « 27 novembre 2026 à 11:04 ». */
export function frenchDate(header: string): string {
  const at = new Date(header);
  return Number.isNaN(at.getTime()) ? header : PARIS_TIME.format(at);
}

/** The newest mails first, at most `limit`. */
export async function newestMails(outboxDir: string, limit: number): Promise<OutboxMail[]> {
  let files: string[];
  try {
    files = (await fs.readdir(outboxDir)).filter((f) => OUTBOX_FILE.test(f));
  } catch {
    return [];
  }
  files.sort().reverse();
  return Promise.all(files.slice(0, limit).map(async (file) => parseMail(file, await fs.readFile(path.join(outboxDir, file), 'utf8'))));
}

export async function readMail(outboxDir: string, file: string): Promise<OutboxMail | null> {
  if (!OUTBOX_FILE.test(file)) return null;
  try {
    return parseMail(file, await fs.readFile(path.join(outboxDir, file), 'utf8'));
  } catch {
    return null;
  }
}
