/**
 * Turns ajv errors (as attached by Fastify to validation errors) into one French sentence.
 * Labels carry their own article so sentences read naturally ("Le prénom est obligatoire.").
 */

interface FieldText {
  /** Subject of the sentence, with its article: "L'adresse e-mail", "Le mot de passe". */
  label: string;
  /** Full sentence when the value has the wrong format, type or value. */
  invalid?: string;
  /** Full sentence when the value is missing, if "<label> est obligatoire." does not fit. */
  required?: string;
}

const RESET_LINK_INVALID = "Ce lien de réinitialisation n'est pas valide ou a expiré.";

export const FIELD_TEXTS: Record<string, FieldText> = {
  email: { label: "L'adresse e-mail", invalid: 'Cette adresse e-mail ne semble pas valide.' },
  password: { label: 'Le mot de passe' },
  first_name: { label: 'Le prénom' },
  name: { label: 'Le nom' },
  type: { label: 'Le type de compte', invalid: 'Le type de compte est invalide.' },
  business_name: { label: "Le nom de l'entreprise" },
  newsletter: { label: "Le choix d'inscription à la newsletter" },
  registration_step: { label: "L'étape d'inscription", invalid: "L'étape d'inscription doit être un nombre entier entre 0 et 100." },
  token: { label: 'Le lien de réinitialisation', invalid: RESET_LINK_INVALID, required: RESET_LINK_INVALID },
  subject: { label: "L'objet du message" },
  message: { label: 'Le message' },
  path: { label: 'Le chemin de la page', invalid: 'Le chemin de la page doit commencer par « / ».' },
  referrer: { label: 'La page de provenance' },
  title: { label: 'Le titre de la page' },
  q: { label: 'La recherche' },
  limit: { label: 'Le nombre de résultats', invalid: 'Le nombre de résultats doit être un entier entre 1 et 20.' },
  id: { label: "L'identifiant", invalid: "L'identifiant est invalide." },
};

export interface AjvErrorLike {
  keyword: string;
  instancePath?: string;
  params?: Record<string, unknown>;
}

export const BODY_INVALID = 'Le corps de la requête est invalide.';
const UNKNOWN_FIELD = 'La requête contient un champ inconnu.';
const FIELD_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

function fieldFromPath(instancePath: string | undefined): string | null {
  const segments = (instancePath ?? '').split('/').filter((s) => s !== '' && !/^\d+$/.test(s));
  const last = segments[segments.length - 1];
  return last === undefined ? null : last.replace(/~1/g, '/').replace(/~0/g, '~');
}

function genericInvalid(field: string): string {
  return `La valeur du champ « ${field} » est invalide.`;
}

function required(field: string): string {
  const text = FIELD_TEXTS[field];
  if (text?.required) return text.required;
  return text ? `${text.label} est obligatoire.` : `Le champ « ${field} » est obligatoire.`;
}

function invalid(field: string): string {
  return FIELD_TEXTS[field]?.invalid ?? genericInvalid(field);
}

function characters(n: number): string {
  return n > 1 ? `${n} caractères` : `${n} caractère`;
}

const FIELD_ORDER = Object.keys(FIELD_TEXTS);

function fieldOf(error: AjvErrorLike): string | null {
  const params = error.params ?? {};
  if (error.keyword === 'required') return String(params.missingProperty);
  if (error.keyword === 'additionalProperties') return String(params.additionalProperty);
  return fieldFromPath(error.instancePath);
}

/**
 * ajv runs with allErrors, and reports "required" for every field before any format error. A
 * form reads top to bottom, so the error shown is the one of the first field in form order
 * (FIELD_TEXTS order). An unknown property or a body of the wrong shape comes first: it means
 * the client and the API disagree, which no user input can fix.
 */
function rank(error: AjvErrorLike): number {
  if (error.keyword === 'additionalProperties') return -2;
  const field = fieldOf(error);
  if (field === null) return -1;
  const index = FIELD_ORDER.indexOf(field);
  return index === -1 ? FIELD_ORDER.length : index;
}

export function validationMessage(errors: readonly AjvErrorLike[]): string {
  // Array.prototype.sort is stable: among one field's errors, ajv's own order is kept.
  const error = [...errors].sort((a, b) => rank(a) - rank(b))[0];
  if (!error) return BODY_INVALID;
  const params = error.params ?? {};

  if (error.keyword === 'additionalProperties') {
    const name = String(params.additionalProperty);
    // Only a name that can be a field of ours is quoted back: anything else is the client's text.
    return FIELD_NAME.test(name) ? `Champ inconnu : ${name}.` : UNKNOWN_FIELD;
  }
  if (error.keyword === 'required') {
    return required(String(params.missingProperty));
  }

  const field = fieldFromPath(error.instancePath);
  if (field === null) {
    // The whole body (or querystring) has the wrong shape, e.g. an array or nothing at all.
    return BODY_INVALID;
  }
  const label = FIELD_TEXTS[field]?.label;

  switch (error.keyword) {
    case 'minLength': {
      const limit = Number(params.limit);
      if (limit <= 1) return required(field);
      return label ? `${label} doit contenir au moins ${characters(limit)}.` : invalid(field);
    }
    case 'maxLength': {
      const limit = Number(params.limit);
      return label ? `${label} doit contenir au plus ${characters(limit)}.` : invalid(field);
    }
    default:
      return invalid(field);
  }
}
