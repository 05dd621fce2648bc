import { createHash } from 'node:crypto';
import {
  BASE_STYLE,
  checkSignatureHeader,
  isLocalPath,
  newOneTimeCode,
  newPublicId,
  NOTIFICATION_TOLERANCE_MS,
  oneTimeCodeField,
  sandboxLayout,
  sandboxPageCsp,
  SESSION_ID,
  SIGNATURE_HEADER,
  signedNotification,
} from '../../../src/lib/sandbox';

const SECRET = 'secret-de-test';
const NOW = new Date('2026-03-02T10:00:00Z');

describe('the sandboxes’ signed notification', () => {
  it('signs the exact body it sends, and the check accepts it only untouched, in time and with the key', () => {
    const sent = signedNotification(SECRET, '/api/payments/sandbox/notify', { id: 'evt_1', type: 'x' }, NOW);
    expect(sent.url).toBe('/api/payments/sandbox/notify');
    expect(sent.body).toBe('{"id":"evt_1","type":"x"}');
    const header = sent.headers[SIGNATURE_HEADER];
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(checkSignatureHeader(SECRET, header, sent.body, NOW)).toBe(true);
    // Forged: another body, another key, no header, an absurd header.
    expect(checkSignatureHeader(SECRET, header, sent.body.replace('evt_1', 'evt_2'), NOW)).toBe(false);
    expect(checkSignatureHeader('autre', header, sent.body, NOW)).toBe(false);
    expect(checkSignatureHeader(SECRET, undefined, sent.body, NOW)).toBe(false);
    expect(checkSignatureHeader(SECRET, `${header},${'x'.repeat(400)}`, sent.body, NOW)).toBe(false);
    // Replayed later than the tolerance.
    expect(checkSignatureHeader(SECRET, header, sent.body, new Date(NOW.getTime() + NOTIFICATION_TOLERANCE_MS + 1000))).toBe(false);
  });
});

describe('the sandboxes’ sessions', () => {
  it('makes unguessable ids its pages accept, and six-digit codes', () => {
    const id = newPublicId();
    expect(SESSION_ID.test(id)).toBe(true);
    expect(newPublicId()).not.toBe(id);
    expect(newOneTimeCode()).toMatch(/^\d{6}$/);
  });

  it('sends the browser back only to a path of this site', () => {
    expect(isLocalPath('/proprietaire/biens?home_id=3')).toBe(true);
    expect(isLocalPath('//evil.example/')).toBe(false);
    expect(isLocalPath('https://evil.example/')).toBe(false);
    expect(isLocalPath('/\\evil.example')).toBe(false);
  });
});

describe('the sandboxes’ pages', () => {
  const frame = { style: BASE_STYLE, banner: 'Environnement de test — aucune signature réelle', titleSuffix: 'Signature de test', brand: 'Bac à sable', footer: 'Aucune valeur.' };

  it('says « Environnement de test » on every page and escapes what it writes', () => {
    const page = sandboxLayout(frame, 'Document <b>', '<p>corps</p>');
    expect(page).toContain('<div class="banner" role="note">Environnement de test — aucune signature réelle</div>');
    expect(page).toContain('<title>Document &lt;b&gt; · Signature de test</title>');
    expect(page).toContain('<html lang="fr">');
    expect(page).toContain('<p>corps</p>');
  });

  it('allows its own style sheet by hash, frames only when asked', () => {
    const hash = createHash('sha256').update(BASE_STYLE, 'utf8').digest('base64');
    expect(sandboxPageCsp(BASE_STYLE)).toBe(`default-src 'none'; style-src 'sha256-${hash}'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`);
    expect(sandboxPageCsp(BASE_STYLE, { frames: true })).toContain("frame-src 'self'");
  });

  it('ties a wrong code’s French message to the field', () => {
    expect(oneTimeCodeField('Code à usage unique')).not.toContain('aria-invalid');
    const wrong = oneTimeCodeField('Code à usage unique', 'Code incorrect : il vous reste 4 essais.');
    expect(wrong).toContain('aria-describedby="code-error" aria-invalid="true"');
    expect(wrong).toContain('<p class="field-error" id="code-error" role="alert">Code incorrect : il vous reste 4 essais.</p>');
  });
});
