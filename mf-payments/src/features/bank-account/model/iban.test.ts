import { checkIban, formatIban, formatIbanInput, isValidBic, normaliseIban } from './iban';

describe('checkIban', () => {
  it.each(['FR76 3000 6000 0112 3456 7890 189', 'fr7630006000011234567890189', 'DE89 3704 0044 0532 0130 00', 'BE68 5390 0754 7034', 'GB29 NWBK 6016 1331 9268 19'])(
    'accepts %s',
    (iban) => expect(checkIban(iban)).toEqual({ ok: true, iban: normaliseIban(iban) }),
  );

  it('refuses a wrong digit (checksum)', () => {
    expect(checkIban('FR76 3000 6000 0112 3456 7890 188')).toEqual({ ok: false, problem: 'checksum', country: 'FR' });
    expect(checkIban('BE68 5390 0754 7035')).toMatchObject({ ok: false, problem: 'checksum' });
  });

  it("refuses a wrong length, giving the country's", () => {
    expect(checkIban('DE89 3704 0044 0532 0130 0')).toEqual({ ok: false, problem: 'length', country: 'DE', expectedLength: 22 });
  });

  it('refuses letters where digits are expected, odd characters, unknown countries, nothing', () => {
    expect(checkIban('FR7A 3000 6000 0112 3456 7890 189')).toMatchObject({ ok: false, problem: 'characters' });
    expect(checkIban('FR76_3000')).toMatchObject({ ok: false, problem: 'characters' });
    expect(checkIban('QQ76 3000 6000 0112 3456 7890 189')).toMatchObject({ ok: false, problem: 'country' });
    expect(checkIban('')).toEqual({ ok: false, problem: 'empty' });
  });
});

describe('IBAN formatting while typing', () => {
  it('groups by four in upper case, drops what cannot be in an IBAN and stops at 34 characters', () => {
    expect(formatIban('fr7630006000011234567890189')).toBe('FR76 3000 6000 0112 3456 7890 189');
    expect(formatIban('FR76-3000.6000')).toBe('FR76 3000 6000');
    expect(formatIban('FR76 3000 6000 !?')).toBe('FR76 3000 6000');
    expect(formatIban('A'.repeat(40)).replace(/ /g, '')).toHaveLength(34);
  });

  it('keeps the caret after the same character', () => {
    // Typing the fifth character: the caret jumps over the new space.
    expect(formatIbanInput('FR763', 5)).toEqual({ value: 'FR76 3', caret: 6 });
    // Typing in the middle: the caret stays after the typed character, not at the end.
    expect(formatIbanInput('FR76 X3000 6000', 6)).toEqual({ value: 'FR76 X300 0600 0', caret: 6 });
    // Deleting a character in the middle.
    expect(formatIbanInput('FR76 300 6000', 8)).toEqual({ value: 'FR76 3006 000', caret: 8 });
    expect(formatIbanInput('', 0)).toEqual({ value: '', caret: 0 });
  });
});

describe('BIC', () => {
  it('accepts 8 or 11 characters, spaces and case ignored', () => {
    expect(isValidBic('bnpa fr pp')).toBe(true);
    expect(isValidBic('DEUTDEFF500')).toBe(true);
    expect(isValidBic('BNPAFR')).toBe(false);
    expect(isValidBic('BNPAFRPPX')).toBe(false);
  });
});
