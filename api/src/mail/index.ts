import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import type StreamTransport from 'nodemailer/lib/stream-transport';
import type { Config } from '../config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Extra headers (List-Unsubscribe of alerts). */
  headers?: Record<string, string>;
}

export interface Mailer {
  /** Delivers now; rejects if delivery fails. */
  sendMail(message: MailMessage): Promise<void>;
  /**
   * Delivers in the background: the HTTP answer does not wait for SMTP (and does not reveal,
   * by its timing, whether a mail was sent). Failures are logged.
   */
  dispatch(message: MailMessage): void;
  /**
   * Works out the mail after the current request has answered (null: no mail), then delivers it
   * like dispatch: for answers whose timing must not depend on whether a mail goes out at all.
   */
  dispatchLater(compose: () => Promise<MailMessage | null>): void;
  /** Resolves once every dispatched mail has been delivered or has failed (tests, shutdown). */
  flush(): Promise<void>;
  close(): Promise<void>;
  readonly outboxDir: string | null;
}

interface MailLogger {
  error(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

export const SIGNATURE = "L'équipe Toit Partagé";

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

/** A plain HTML rendering of the text part: paragraphs, line breaks and clickable links. */
export function textToHtml(text: string): string {
  const paragraphs = text
    .replace(/\r\n/g, '\n')
    .split(/\n{2,}/)
    .map((p) =>
      escapeHtml(p)
        .replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>')
        .replace(/\n/g, '<br>'),
    )
    .map((p) => `<p>${p}</p>`)
    .join('\n');
  return `<!doctype html>\n<html lang="fr"><head><meta charset="utf-8"></head><body style="font-family: sans-serif; line-height: 1.5">\n${paragraphs}\n</body></html>`;
}

function crlf(value: string): string {
  return value.replace(/\r?\n/g, '\r\n');
}

/**
 * Outbox parts are written as raw 8bit so the text stays greppable: quoted-printable would turn
 * "token=" into "token=3D" and wrap long links. (A raw part must not be the root node, or the
 * message headers are dropped, hence the HTML alternative is always present.)
 */
function rawPart(contentType: string, body: string): Mail.Options['text'] {
  // `raw` is supported by nodemailer's composer but missing from its typings.
  return { raw: `Content-Type: ${contentType}; charset=utf-8\r\nContent-Transfer-Encoding: 8bit\r\n\r\n${crlf(body)}` } as unknown as Mail.Options['text'];
}

function outboxFileName(date: Date): string {
  // Colons are not allowed in Windows file names; the name still sorts chronologically.
  return `${date.toISOString().replace(/:/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
}

export function createMailer(config: Pick<Config, 'smtpUrl' | 'dataDir' | 'mailFrom'>, log: MailLogger): Mailer {
  const smtp = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  const stream: nodemailer.Transporter<StreamTransport.SentMessageInfo> | null = smtp
    ? null
    : nodemailer.createTransport({ streamTransport: true, buffer: true });
  const outboxDir = smtp ? null : path.join(config.dataDir, 'outbox');
  const pending = new Set<Promise<void>>();

  async function sendMail(message: MailMessage): Promise<void> {
    const html = message.html ?? textToHtml(message.text);
    const base: Mail.Options = {
      from: config.mailFrom,
      to: message.to,
      subject: message.subject,
      ...(message.replyTo ? { replyTo: message.replyTo } : {}),
      ...(message.headers ? { headers: message.headers } : {}),
    };
    if (smtp) {
      await smtp.sendMail({ ...base, text: message.text, html });
      log.info({ to: message.to, subject: message.subject }, 'mail sent');
      return;
    }
    const info = await stream!.sendMail({
      ...base,
      text: rawPart('text/plain', message.text),
      html: rawPart('text/html', html),
    });
    await fs.mkdir(outboxDir!, { recursive: true });
    const file = path.join(outboxDir!, outboxFileName(new Date()));
    // Write then rename, so that anyone polling the outbox never reads a half-written file.
    await fs.writeFile(`${file}.tmp`, info.message as Buffer);
    await fs.rename(`${file}.tmp`, file);
    log.info({ to: message.to, subject: message.subject, file }, 'mail written to outbox');
  }

  function dispatch(message: MailMessage): void {
    const job = sendMail(message)
      .catch((err: unknown) => log.error({ err, to: message.to, subject: message.subject }, 'mail delivery failed'))
      .finally(() => pending.delete(job));
    pending.add(job);
  }

  function dispatchLater(compose: () => Promise<MailMessage | null>): void {
    const job = new Promise<void>((resolve) => setImmediate(resolve))
      .then(compose)
      .then((message) => (message ? sendMail(message) : undefined))
      .catch((err: unknown) => log.error({ err }, 'mail not composed or not delivered'))
      .finally(() => pending.delete(job));
    pending.add(job);
  }

  async function flush(): Promise<void> {
    while (pending.size > 0) {
      await Promise.allSettled([...pending]);
    }
  }

  async function close(): Promise<void> {
    await flush();
    smtp?.close();
  }

  return { sendMail, dispatch, dispatchLater, flush, close, outboxDir };
}
