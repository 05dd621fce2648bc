import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createMailer, textToHtml } from '../../src/mail';

const silent = { info: () => undefined, error: () => undefined };

describe('outbox mailer (no SMTP_URL)', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tp-mail-'));
  });
  afterEach(async () => {
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('writes one .eml per mail, with 8bit text so that long links stay on one line', async () => {
    const mailer = createMailer({ smtpUrl: null, dataDir, mailFrom: 'Toit Partagé <bonjour@toitpartage.fr>' }, silent);
    const link = `https://toitpartage.fr/reset_password/new_password?token=${'A'.repeat(43)}`;
    await mailer.sendMail({ to: 'eve@exemple.fr', subject: 'Réinitialisation', text: `Bonjour Ève,\n\n${link}\n\nL'équipe Toit Partagé` });
    mailer.dispatch({ to: 'bob@exemple.fr', subject: 'Deuxième', text: 'Bonjour' });
    await mailer.close();

    const files = (await fs.readdir(path.join(dataDir, 'outbox'))).sort();
    expect(files).toHaveLength(2);
    for (const file of files) expect(file).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.\d{3}Z-[0-9a-f]{8}\.eml$/);
    const contents = await Promise.all(files.map((f) => fs.readFile(path.join(dataDir, 'outbox', f), 'utf8')));
    const eml = contents.find((c) => c.includes('To: eve@exemple.fr'))!;
    expect(eml).toMatch(/^From: =\?UTF-8\?Q\?Toit_Partag=C3=A9\?= <bonjour@toitpartage\.fr>/m);
    expect(eml).toContain(`\r\n${link}\r\n`);
    expect(eml).toContain('Bonjour Ève,');
    expect(eml).toContain('Content-Type: multipart/alternative');
    expect(eml).toContain(`<a href="${link}">`);
  });

  it('reports delivery errors of dispatched mails to the log instead of throwing', async () => {
    const errors: unknown[] = [];
    const blocked = path.join(dataDir, 'file');
    await fs.writeFile(blocked, '');
    // The outbox cannot be created under a regular file.
    const mailer = createMailer({ smtpUrl: null, dataDir: blocked, mailFrom: 'a@b.fr' }, { info: () => undefined, error: (obj) => errors.push(obj) });
    mailer.dispatch({ to: 'x@exemple.fr', subject: 's', text: 't' });
    await mailer.flush();
    expect(errors).toHaveLength(1);
  });
});

describe('textToHtml', () => {
  it('escapes, makes paragraphs and links', () => {
    const html = textToHtml('Bonjour <Ève>,\n\nVoici : https://a.fr/x?y=1&z=2\nFin');
    expect(html).toContain('<p>Bonjour &lt;Ève&gt;,</p>');
    expect(html).toContain('<a href="https://a.fr/x?y=1&amp;z=2">https://a.fr/x?y=1&amp;z=2</a><br>Fin');
  });
});
