import { HttpError } from './errors';

/**
 * A path id as a preValidation hook reads it, before params validation runs. That validation
 * coerces "00001" or "1e0" to 1 and even "Infinity" to a number, so the hook must decide on the
 * same value: null when validation will refuse it anyway (not a positive integer), a 404 with
 * `notFoundMessage` when no row can have it (Infinity, beyond 2^53), else the number.
 */
export function idBeforeValidation(raw: unknown, notFoundMessage: string): number | null {
  const id = Number(raw);
  if (typeof raw !== 'string' || !(id >= 1) || (Number.isFinite(id) && !Number.isInteger(id))) return null;
  if (!Number.isSafeInteger(id)) throw new HttpError(404, notFoundMessage);
  return id;
}
