// The IBAN rule and its grouping are tested in the contract (contract/src/payments/iban.test.ts).
import { formatIbanInput } from './ibanInput';

describe('IBAN formatting while typing', () => {
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
