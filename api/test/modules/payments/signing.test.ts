import { canonicalFields, hmacHex } from '../../../src/modules/payments/provider/signing';
import {
  checkForm,
  checkSignatureHeader,
  isLocalPath,
  NOTIFICATION_TOLERANCE_MS,
  signatureHeader,
  signForm,
  type SandboxForm,
} from '../../../src/modules/payments/sandbox/protocol';

const SECRET = 'a'.repeat(64);
const NOW = new Date('2026-11-21T10:00:00Z');
const FORM: SandboxForm = {
  merchant: 'toit-partage',
  reference: 'TP-0123456789ABCDEF',
  amount: '5900',
  currency: 'EUR',
  label: 'Offre Confort (3 mois) – Appartement',
  customer: '42',
  return_url: '/proprietaire/succes-paiement/7',
  expires_at: '2026-11-21T10:30:00.000Z',
};

describe('form signature', () => {
  const signed = signForm(SECRET, FORM);

  it('accepts the untouched form before it expires', () => {
    expect(checkForm(SECRET, { ...signed }, NOW)).toEqual({ ok: true, form: FORM });
  });

  it.each(Object.keys(FORM))('refuses the form when %s is changed', (field) => {
    const tampered = { ...signed, [field]: `${signed[field as keyof SandboxForm]}0` };
    expect(checkForm(SECRET, tampered, NOW)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses an added or a missing field, another key, a bad signature', () => {
    expect(checkForm(SECRET, { ...signed, extra: 'x' }, NOW)).toEqual({ ok: false, reason: 'invalid' });
    const { label: _label, ...missing } = signed;
    expect(checkForm(SECRET, missing, NOW)).toEqual({ ok: false, reason: 'invalid' });
    expect(checkForm('b'.repeat(64), { ...signed }, NOW)).toEqual({ ok: false, reason: 'invalid' });
    expect(checkForm(SECRET, { ...signed, signature: '0'.repeat(64) }, NOW)).toEqual({ ok: false, reason: 'invalid' });
    expect(checkForm(SECRET, { ...signed, amount: ['5900', '1'] as unknown as string }, NOW)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses an expired form', () => {
    expect(checkForm(SECRET, { ...signed }, new Date('2026-11-21T10:30:00Z'))).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a validly signed form that would send the browser to another site', () => {
    const away = signForm(SECRET, { ...FORM, return_url: '//evil.example/' });
    expect(checkForm(SECRET, away, NOW)).toEqual({ ok: false, reason: 'invalid' });
    expect(isLocalPath('/proprietaire/succes-paiement/7')).toBe(true);
    for (const path of ['https://evil.example/', '//evil.example', '/\\evil.example', 'relative', '/a b', '/x#y']) expect(isLocalPath(path)).toBe(false);
  });

  it('cannot be forged by moving a separator between fields', () => {
    expect(canonicalFields({ a: 'x&b=y' })).not.toBe(canonicalFields({ a: 'x', b: 'y' }));
  });
});

describe('notification signature', () => {
  const body = JSON.stringify({ id: 'evt_1', type: 'payment.succeeded' });

  it('accepts the signed body within the tolerance', () => {
    const header = signatureHeader(SECRET, body, NOW);
    expect(checkSignatureHeader(SECRET, header, body, NOW)).toBe(true);
    expect(checkSignatureHeader(SECRET, header, body, new Date(NOW.getTime() + NOTIFICATION_TOLERANCE_MS - 1000))).toBe(true);
  });

  it('refuses a changed body, another key, an old or malformed header', () => {
    const header = signatureHeader(SECRET, body, NOW);
    expect(checkSignatureHeader(SECRET, header, body.replace('evt_1', 'evt_2'), NOW)).toBe(false);
    expect(checkSignatureHeader('b'.repeat(64), header, body, NOW)).toBe(false);
    expect(checkSignatureHeader(SECRET, header, body, new Date(NOW.getTime() + NOTIFICATION_TOLERANCE_MS + 1000))).toBe(false);
    expect(checkSignatureHeader(SECRET, undefined, body, NOW)).toBe(false);
    expect(checkSignatureHeader(SECRET, 'v1=abc', body, NOW)).toBe(false);
    const t = Math.floor(NOW.getTime() / 1000);
    expect(checkSignatureHeader(SECRET, `t=${t},v1=${hmacHex(SECRET, body)}`, body, NOW)).toBe(false);
  });
});
