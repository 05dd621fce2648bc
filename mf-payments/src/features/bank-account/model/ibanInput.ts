// The IBAN field while it is typed: the rule and the grouping are the contract's
// (@coloc/contract/payments/iban, the same as the API's); here, only where the caret goes.
import { groupIban } from '@coloc/contract/payments/iban';

/**
 * Live formatting while typing: the value in groups of four, and where the caret goes so that it
 * stays after the same character (typing or deleting in the middle does not throw it to the end).
 */
export function formatIbanInput(value: string, caret: number): { value: string; caret: number } {
  const formatted = groupIban(value);
  const significantBefore = value.slice(0, caret).replace(/[^A-Za-z0-9]/g, '').length;
  let seen = 0;
  let position = 0;
  while (position < formatted.length && seen < significantBefore) {
    if (formatted[position] !== ' ') seen += 1;
    position += 1;
  }
  return { value: formatted, caret: position };
}
