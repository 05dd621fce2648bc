// The sandbox mailbox (issue 17, finding 5): sign-up now finishes from a mailed link, so a local
// trial (`npm start`, no SMTP: mails land in DATA_DIR/outbox) needs a way to read its mails. Only
// with ALLOW_SANDBOX_MAILBOX=true and no SMTP_URL; otherwise every page answers 404. It shows
// every mail of the outbox to anyone: a demo tool, never for a site with real users.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BASE_STYLE, escape, sandboxLayout, sandboxPageCsp, sendSandboxPage, type SandboxPageFrame } from '../../lib/sandbox';
import { newestMails, OUTBOX_FILE, readMail, type OutboxMail } from './outbox';
import { SANDBOX_MAILBOX_PATH, sandboxMailboxEnabled } from './enabled';
export { SANDBOX_MAILBOX_PATH, sandboxMailboxEnabled } from './enabled';

export const MAILBOX_BANNER = 'Environnement de test — aucun e-mail réel';
const LIST_SIZE = 50;

const STYLE = `${BASE_STYLE}
main{max-width:46rem}
ol{list-style:none;margin:0;padding:0}
li{border-bottom:1px solid #dde2ea}
li a{display:block;padding:.7rem .2rem;color:inherit;text-decoration:none}
li a:hover .subject{text-decoration:underline}
.subject{font-weight:700;color:#1f5bd1;overflow-wrap:anywhere}
.meta{font-size:.9rem;color:#4a5668;overflow-wrap:anywhere}
pre{white-space:pre-wrap;overflow-wrap:anywhere;font:inherit;background:#f5f7fa;border-radius:8px;padding:1rem;margin:0}
pre a{color:#1f5bd1;font-weight:600}
`;
const CSP = sandboxPageCsp(STYLE);

const FRAME: SandboxPageFrame = {
  style: STYLE,
  banner: MAILBOX_BANNER,
  titleSuffix: 'Boîte mail de test',
  brand: 'Boîte mail de test · Toit Partagé',
  footer: "Les e-mails de ce site de test ne partent pas : ils sont écrits dans DATA_DIR/outbox et lisibles ici par tous. N'y utilisez pas une vraie adresse à protéger.",
};

function mailItem(mail: OutboxMail): string {
  return `<li><a href="${escape(`${SANDBOX_MAILBOX_PATH}/${mail.file}`)}"><span class="subject">${escape(mail.subject || '(sans objet)')}</span><br>
<span class="meta">À ${escape(mail.to)} · ${escape(mail.date)}</span></a></li>`;
}

/** The text with its links clickable: they are the site's own (confirmation, sign-in, reset). */
function linkify(text: string): string {
  return escape(text).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>');
}

const FileParams = Type.Object({ file: Type.String({ pattern: OUTBOX_FILE.source, maxLength: 80 }) });

const sandboxMailbox: FastifyPluginAsyncTypebox = async (app) => {
  const enabled = sandboxMailboxEnabled(app.config);
  const outbox = app.mailer.outboxDir;
  const page = (title: string, body: string) => sandboxLayout(FRAME, title, body);
  const notFound = () => page('Page introuvable', '<h1>Page introuvable</h1><p>La boîte mail de test n\'est pas activée sur ce site.</p>');
  const hide = { schema: { hide: true } };

  app.get('/sandbox-mailbox', hide, async (_request, reply) => {
    if (!enabled || !outbox) return sendSandboxPage(reply, CSP, 404, notFound());
    const mails = await newestMails(outbox, LIST_SIZE);
    const list = mails.length
      ? `<ol>${mails.map(mailItem).join('\n')}</ol>`
      : "<p>Aucun e-mail pour l'instant. Inscrivez-vous, puis revenez ici : le plus récent s'affiche en premier.</p>";
    return sendSandboxPage(
      reply,
      CSP,
      200,
      page('Boîte mail de test', `<h1>Boîte mail de test</h1><p>Les ${LIST_SIZE} derniers e-mails envoyés par le site, du plus récent au plus ancien.</p>${list}`),
    );
  });

  app.get('/sandbox-mailbox/:file', { schema: { hide: true, params: FileParams } }, async (request, reply) => {
    const mail = enabled && outbox ? await readMail(outbox, request.params.file) : null;
    if (!mail) return sendSandboxPage(reply, CSP, 404, enabled ? page('E-mail introuvable', '<h1>E-mail introuvable</h1><p><a href="' + SANDBOX_MAILBOX_PATH + '">Retour à la boîte mail</a></p>') : notFound());
    return sendSandboxPage(
      reply,
      CSP,
      200,
      page(
        mail.subject,
        `<h1>${escape(mail.subject || '(sans objet)')}</h1>
<dl><dt>À</dt><dd>${escape(mail.to)}</dd><dt>Date</dt><dd>${escape(mail.date)}</dd></dl>
<pre>${linkify(mail.text)}</pre>
<p><a class="button secondary" href="${SANDBOX_MAILBOX_PATH}">Retour à la boîte mail</a></p>`,
      ),
    );
  });
};

export default sandboxMailbox;
