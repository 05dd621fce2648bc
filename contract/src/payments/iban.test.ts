import { checkIban, groupIban, IBAN_LENGTHS, isValidBic, maskIban, normaliseBic, normaliseIban, shortIban } from './iban';

describe('checkIban (ISO 13616)', () => {
  it.each([
    ['FR7630006000011234567890189'],
    ['fr76 3000 6000 0112 3456 7890 189'],
    ['DE89 3704 0044 0532 0130 00'],
    ['BE68 5390 0754 7034'],
    ['GB29 NWBK 6016 1331 9268 19'],
    ['FR14-2004-1010-0505-0001-3M02-606'],
  ])('accepts %s and normalises it', (value) => {
    expect(checkIban(value)).toEqual({ ok: true, iban: normaliseIban(value) });
    expect(normaliseIban(value)).toMatch(/^[A-Z]{2}\d{2}[A-Z0-9]+$/);
  });

  it('refuses one wrong digit (checksum)', () => {
    expect(checkIban('FR7630006000011234567890188')).toEqual({ ok: false, problem: 'checksum', country: 'FR' });
    expect(checkIban('BE68 5390 0754 7035')).toMatchObject({ ok: false, problem: 'checksum' });
  });

  it('refuses two swapped digits (the checksum catches transpositions)', () => {
    expect(checkIban('DE89370400440532013000').ok).toBe(true);
    expect(checkIban('DE89370400440523013000')).toMatchObject({ ok: false, problem: 'checksum' });
  });

  it("refuses the wrong length for the country, giving the country's length", () => {
    expect(checkIban('FR763000600001123456789018')).toEqual({ ok: false, problem: 'length', country: 'FR', expectedLength: 27 });
    expect(checkIban('BE685390075470341')).toMatchObject({ problem: 'length', expectedLength: 16 });
    expect(checkIban('DE89 3704 0044 0532 0130 0')).toEqual({ ok: false, problem: 'length', country: 'DE', expectedLength: 22 });
  });

  it('refuses letters where digits are expected, other characters, unknown countries and nothing', () => {
    expect(checkIban('FRAB30006000011234567890189')).toMatchObject({ ok: false, problem: 'characters' });
    expect(checkIban('7630006000011234567890189')).toMatchObject({ ok: false, problem: 'characters' });
    expect(checkIban('FR76 3000 6000 0112 3456 7890 18é')).toMatchObject({ ok: false, problem: 'characters' });
    expect(checkIban('FR76_3000')).toMatchObject({ ok: false, problem: 'characters' });
    expect(checkIban('ZZ7630006000011234567890189')).toMatchObject({ ok: false, problem: 'country', country: 'ZZ' });
    expect(checkIban('   ')).toEqual({ ok: false, problem: 'empty' });
    expect(checkIban('')).toEqual({ ok: false, problem: 'empty' });
  });

  it('knows the lengths of the SEPA countries', () => {
    expect(IBAN_LENGTHS).toMatchObject({ FR: 27, DE: 22, BE: 16, ES: 24, IT: 27, NL: 18, LU: 20, CH: 21, MC: 27, NO: 15, MT: 31 });
  });
});

describe('IBAN display', () => {
  it('groups by four in upper case, drops what cannot be in an IBAN and stops at 34 characters', () => {
    expect(groupIban('FR7630006000011234567890189')).toBe('FR76 3000 6000 0112 3456 7890 189');
    expect(groupIban('fr7630006000011234567890189')).toBe('FR76 3000 6000 0112 3456 7890 189');
    expect(groupIban('FR76-3000.6000')).toBe('FR76 3000 6000');
    expect(groupIban('FR76 3000 6000 !?')).toBe('FR76 3000 6000');
    expect(groupIban('A'.repeat(40)).replace(/ /g, '')).toHaveLength(34);
  });

  it('masks all but the country, check digits and last five, and shortens for the SCA page', () => {
    expect(maskIban('FR7630006000011234567890189')).toBe('FR76 •••• •••• •••• •••• ••90 189');
    expect(maskIban('BE68539007547034')).toBe('BE68 •••• •••4 7034');
    expect(shortIban('FR7630006000011234567890189')).toBe('FR76 •••• 189');
  });
});

describe('BIC', () => {
  it.each(['BNPAFRPP', 'AGRI FR PP', 'bnpafrppxxx', 'DEUTDEFF500', 'bnpa fr pp'])('accepts %s', (bic) => expect(isValidBic(bic)).toBe(true));
  it.each(['BNPAFRP', 'BNPAFR', 'BNPAFRPPX', 'BNPAFRPPXX', '1NPAFRPP', 'BNPA-FRPP'])('refuses %s', (bic) => expect(isValidBic(bic)).toBe(false));
  it('normalises spaces and case', () => expect(normaliseBic(' agri fr pp ')).toBe('AGRIFRPP'));
});
