// The IBAN rule itself is tested in the contract (contract/src/payments/iban.test.ts); here, the
// French sentence the API answers for each problem.
import { checkIban } from '@coloc/contract/payments/iban';
import { ibanMessage } from '../../../src/modules/bank-accounts/messages';

function problemOf(value: string) {
  const check = checkIban(value);
  if (check.ok) throw new Error(`${value} is valid`);
  return check;
}

describe('IBAN messages', () => {
  it('says a wrong digit is a wrong digit', () => {
    expect(ibanMessage(problemOf('FR7630006000011234567890188'))).toBe("Cet IBAN n'est pas valide : vérifiez les chiffres saisis.");
  });

  it("names the country's length for a wrong length", () => {
    expect(ibanMessage(problemOf('FR763000600001123456789018'))).toBe('Un IBAN commençant par FR compte 27 caractères : vérifiez les chiffres saisis.');
  });
});
