import { checkIban, groupIban, IBAN_LENGTHS, isValidBic, maskIban, normaliseBic, shortIban } from '../../../src/modules/bank-accounts/iban';
import { ibanMessage } from '../../../src/modules/bank-accounts/messages';

describe('checkIban (ISO 13616)', () => {
  it.each([
    ['FR7630006000011234567890189'],
    ['fr76 3000 6000 0112 3456 7890 189'],
    ['DE89 3704 0044 0532 0130 00'],
    ['BE68 5390 0754 7034'],
    ['GB29 NWBK 6016 1331 9268 19'],
    ['FR14-2004-1010-0505-0001-3M02-606'],
  ])('accepts %s and normalises it', (value) => {
    const check = checkIban(value);
    expect(check.ok).toBe(true);
    expect(check.ok && check.iban).toMatch(/^[A-Z]{2}\d{2}[A-Z0-9]+$/);
  });

  it('refuses one wrong digit, with the checksum message', () => {
    const check = checkIban('FR7630006000011234567890188');
    expect(check).toEqual({ ok: false, problem: 'checksum', country: 'FR' });
    expect(ibanMessage(check as Exclude<typeof check, { ok: true }>)).toBe("Cet IBAN n'est pas valide : vérifiez les chiffres saisis.");
  });

  it('refuses two swapped digits (the checksum catches transpositions)', () => {
    expect(checkIban('DE89370400440532013000').ok).toBe(true);
    expect(checkIban('DE89370400440523013000')).toMatchObject({ ok: false, problem: 'checksum' });
  });

  it("refuses the wrong length for the country, saying the country's length", () => {
    const check = checkIban('FR763000600001123456789018');
    expect(check).toEqual({ ok: false, problem: 'length', country: 'FR', expectedLength: 27 });
    expect(ibanMessage(check as Exclude<typeof check, { ok: true }>)).toBe('Un IBAN commençant par FR compte 27 caractères : vérifiez les chiffres saisis.');
    expect(checkIban('BE685390075470341')).toMatchObject({ problem: 'length', expectedLength: 16 });
  });

  it('refuses letters where digits are expected, other characters, and unknown countries', () => {
    expect(checkIban('FRAB30006000011234567890189')).toMatchObject({ ok: false, problem: 'characters' });
    expect(checkIban('7630006000011234567890189')).toMatchObject({ ok: false, problem: 'characters' });
    expect(checkIban('FR76 3000 6000 0112 3456 7890 18é')).toMatchObject({ ok: false, problem: 'characters' });
    expect(checkIban('ZZ7630006000011234567890189')).toMatchObject({ ok: false, problem: 'country', country: 'ZZ' });
    expect(checkIban('   ')).toEqual({ ok: false, problem: 'empty' });
  });

  it('knows the lengths of the SEPA countries', () => {
    expect(IBAN_LENGTHS).toMatchObject({ FR: 27, DE: 22, BE: 16, ES: 24, IT: 27, NL: 18, LU: 20, CH: 21, MC: 27, NO: 15, MT: 31 });
  });
});

describe('IBAN display', () => {
  it('groups by four, masks all but the country, check digits and last five, and shortens for the SCA page', () => {
    expect(groupIban('FR7630006000011234567890189')).toBe('FR76 3000 6000 0112 3456 7890 189');
    expect(maskIban('FR7630006000011234567890189')).toBe('FR76 •••• •••• •••• •••• ••90 189');
    expect(maskIban('BE68539007547034')).toBe('BE68 •••• •••4 7034');
    expect(shortIban('FR7630006000011234567890189')).toBe('FR76 •••• 189');
  });
});

describe('BIC', () => {
  it.each(['BNPAFRPP', 'AGRI FR PP', 'bnpafrppxxx', 'DEUTDEFF500'])('accepts %s', (bic) => expect(isValidBic(bic)).toBe(true));
  it.each(['BNPAFRP', 'BNPAFRPPXX', '1NPAFRPP', 'BNPA-FRPP'])('refuses %s', (bic) => expect(isValidBic(bic)).toBe(false));
  it('normalises spaces and case', () => expect(normaliseBic(' agri fr pp ')).toBe('AGRIFRPP'));
});
