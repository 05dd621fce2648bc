import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { badRequest } from './errors';
import type { AjvErrorLike } from './validation-messages';
import { handleError } from '../plugins/errors';

/** What a module says about one of its fields when a request does not match the schema. */
export interface FieldText {
  /** Subject with its article ("Le nouveau mot de passe"), for length messages. */
  label?: string;
  /** Sentence for a wrong type, range or value; may depend on the ajv keyword. */
  invalid: string | ((error: AjvErrorLike) => string);
  /** Sentence for a missing value; defaults to "<label> est obligatoire." or `invalid`. */
  required?: string;
}
export type FieldTexts = Readonly<Record<string, FieldText>>;

function fieldOf(error: AjvErrorLike): string | null {
  if (error.keyword === 'required') return String(error.params?.missingProperty);
  const segments = (error.instancePath ?? '').split('/').filter((s) => s !== '' && !/^\d+$/.test(s));
  const last = segments[segments.length - 1];
  return last === undefined ? null : last.replace(/~1/g, '/').replace(/~0/g, '~');
}

function characters(n: number): string {
  return n > 1 ? `${n} caractères` : `${n} caractère`;
}

function textFor(text: FieldText, error: AjvErrorLike): string {
  const missing = text.required ?? (text.label ? `${text.label} est obligatoire.` : null);
  const invalid = typeof text.invalid === 'function' ? text.invalid(error) : text.invalid;
  const limit = Number(error.params?.limit);
  switch (error.keyword) {
    case 'required':
      return missing ?? invalid;
    case 'minLength':
      if (limit <= 1) return missing ?? invalid;
      return text.label ? `${text.label} doit contenir au moins ${characters(limit)}.` : invalid;
    case 'maxLength':
      return text.label ? `${text.label} doit contenir au plus ${characters(limit)}.` : invalid;
    default:
      return invalid;
  }
}

/**
 * The module's sentence for the first schema error, or null to keep the shared wording of
 * lib/validation-messages (unknown fields, a body of the wrong shape, fields the module does not
 * describe). ajv lists errors in schema order, which is the order of the form.
 */
export function moduleValidationMessage(errors: readonly AjvErrorLike[], texts: FieldTexts): string | null {
  if (errors.some((e) => e.keyword === 'additionalProperties')) return null;
  const first = errors[0];
  if (!first) return null;
  const field = fieldOf(first);
  const text = field === null ? undefined : texts[field];
  return text ? textFor(text, first) : null;
}

/**
 * Route-level error handler: the shared one (plugins/errors), with the module's own sentences for
 * its fields. The shared table in lib/validation-messages only knows the account fields.
 */
export function fieldErrorHandler(texts: FieldTexts) {
  return function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
    const validation = (error as { validation?: unknown }).validation;
    if (Array.isArray(validation)) {
      const message = moduleValidationMessage(validation as AjvErrorLike[], texts);
      if (message !== null) return handleError(badRequest(message), request, reply);
    }
    return handleError(error, request, reply);
  };
}
