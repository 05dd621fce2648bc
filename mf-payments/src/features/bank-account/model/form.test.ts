import { cleanAccountForm, validateAccountForm } from './form';

const valid = { holder_name: 'Sophie Garnier', iban: 'FR76 3000 6000 0112 3456 7890 189', bic: '' };

describe('validateAccountForm', () => {
  it('accepts a holder and a valid IBAN, the BIC being optional', () => {
    expect(validateAccountForm(valid)).toEqual({});
    expect(validateAccountForm({ ...valid, bic: 'agri fr pp' })).toEqual({});
  });

  it('names each wrong field', () => {
    expect(validateAccountForm({ holder_name: '  ', iban: '', bic: 'XX' })).toEqual({
      holder_name: { key: 'holderRequired' },
      iban: { key: 'ibanRequired' },
      bic: { key: 'bicInvalid' },
    });
    expect(validateAccountForm({ ...valid, holder_name: 'A'.repeat(121) }).holder_name).toEqual({ key: 'holderTooLong' });
    expect(validateAccountForm({ ...valid, iban: 'FR76 3000 6000 0112 3456 7890 188' }).iban).toEqual({ key: 'ibanInvalid' });
    expect(validateAccountForm({ ...valid, iban: 'FR76 3000 6000 0112 3456 7890 18' }).iban).toEqual({ key: 'ibanLength', values: { country: 'FR', length: 27 } });
    expect(validateAccountForm({ ...valid, iban: 'ZZ76 3000' }).iban).toEqual({ key: 'ibanCountry' });
    expect(validateAccountForm({ ...valid, iban: '76 3000' }).iban).toEqual({ key: 'ibanCharacters' });
  });
});

describe('cleanAccountForm', () => {
  it('sends the IBAN without spaces, the BIC in capitals or null, the holder trimmed', () => {
    expect(cleanAccountForm({ holder_name: ' Sophie ', iban: 'fr76 3000 6000 0112 3456 7890 189', bic: ' agri fr pp' })).toEqual({
      holder_name: 'Sophie',
      iban: 'FR7630006000011234567890189',
      bic: 'AGRIFRPP',
    });
    expect(cleanAccountForm(valid).bic).toBeNull();
  });
});
