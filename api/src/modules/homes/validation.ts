import type { FastifySchemaValidationError } from 'fastify';
import { badRequest, type HttpError } from '../../lib/errors';
import { validationMessage, type AjvErrorLike } from '../../lib/validation-messages';
import { FRANCE_ID, optionIds, OVERSEAS } from '../options';
import { HOME_LIMITS as L, SERVICE_LIMITS as S } from '@coloc/contract/homes/limits';

export const HOME_MESSAGES = {
  noHome: 'Aucun logement.',
  tooManyHomes: `Vous ne pouvez pas créer plus de ${L.homesPerUser} annonces.`,
  unknownCity: 'Cette ville est inconnue : choisissez-la dans la liste proposée.',
  postalCodeFrance: 'Le code postal doit contenir 5 chiffres.',
  duplicateRoomNumber: 'Deux chambres ne peuvent pas avoir le même numéro.',
  foreignRoom: "Cette chambre ne fait pas partie de ce logement.",
  imageOrders: "L'ordre des photos doit reprendre exactement les photos de l'annonce.",
  unknownOffer: "L'offre choisie n'existe pas.",
  notComplete: 'Votre annonce doit être complète (adresse, description, une chambre avec son loyer et une photo) avant la modération.',
  homeType: 'Le type de logement choisi est invalide.',
  amenities: 'Un des équipements choisis est invalide.',
  ecoloc: 'Une des pratiques écologiques choisies est invalide.',
  service_list: 'Un des services choisis est invalide.',
  servicesTooManyHours: `Un logement contre services demande au plus ${S.maxHoursPerWeek} heures de services par semaine : réduisez le nombre d'heures avant la modération.`,
} as const;

interface FieldText {
  /** Subject with its article, for length messages. */
  label?: string;
  invalid: string;
  required?: string;
}

const frenchNumber = (n: number) => n.toLocaleString('fr-FR').replace(/\u202f|\u00a0/g, ' ');

/** Top-level fields in form order: the first faulty one is the one reported. */
const HOME_FIELDS: Record<string, FieldText> = {
  name: { label: "Le nom de l'annonce", invalid: "Le nom de l'annonce est invalide." },
  is_coloc: { invalid: "Le type d'annonce (colocation ou non) est invalide." },
  address: { label: "L'adresse", invalid: "L'adresse est invalide." },
  address2: { label: "Le complément d'adresse", invalid: "Le complément d'adresse est invalide." },
  postal_code: { label: 'Le code postal', invalid: 'Le code postal est invalide.' },
  city_id: { invalid: HOME_MESSAGES.unknownCity },
  home_type: { invalid: HOME_MESSAGES.homeType },
  surface: { invalid: `La surface du logement doit être comprise entre 1 et ${frenchNumber(L.homeSurfaceMax)} m².` },
  bedroom_count: { invalid: `Le nombre de chambres doit être un entier entre 0 et ${L.bedroomCountMax}.` },
  floor: { invalid: `L'étage doit être un entier entre ${L.floorMin} et ${L.floorMax}.` },
  elevator: { invalid: "L'indication d'ascenseur est invalide." },
  furnished: { invalid: "L'indication « meublé » est invalide." },
  amenities: { invalid: HOME_MESSAGES.amenities },
  handicap_friendly: { invalid: "L'indication d'accessibilité est invalide." },
  ecoloc: { invalid: HOME_MESSAGES.ecoloc },
  pay_by_service: { invalid: "L'indication « logement contre services » est invalide." },
  service_list: { invalid: HOME_MESSAGES.service_list },
  services: { invalid: 'Les conditions du logement contre services sont invalides.' },
  description: { label: 'La description', invalid: 'La description est invalide.' },
  wishes: { label: 'Le texte sur vos souhaits', invalid: 'Le texte sur vos souhaits est invalide.' },
  rooms: { invalid: `La liste des chambres est invalide (${L.rooms} chambres au plus).` },
  image_orders: { invalid: HOME_MESSAGES.imageOrders },
  offer: { invalid: HOME_MESSAGES.unknownOffer },
  moderation_status: { invalid: 'Seule la demande de modération (« pending ») peut être envoyée.' },
};

const ROOM_FIELDS: Record<string, FieldText> = {
  id: { invalid: HOME_MESSAGES.foreignRoom },
  number: {
    invalid: `Le numéro d'une chambre doit être un entier entre 0 et ${L.rooms - 1}.`,
    required: "Le numéro de chaque chambre est obligatoire.",
  },
  name: { label: "Le nom d'une chambre", invalid: "Le nom d'une chambre est invalide." },
  rent: { invalid: `Le loyer d'une chambre doit être compris entre 0 et ${frenchNumber(L.rentMax)} €.` },
  charges: { invalid: `Les charges d'une chambre doivent être comprises entre 0 et ${frenchNumber(L.chargesMax)} €.` },
  surface: { invalid: `La surface d'une chambre doit être comprise entre ${L.roomSurfaceMin} et ${L.roomSurfaceMax} m².` },
  available_from: { invalid: "La date de disponibilité d'une chambre est invalide (AAAA-MM-JJ)." },
  furnished: { invalid: "L'indication « meublée » d'une chambre est invalide." },
  private_bathroom: { invalid: "L'indication de salle de bain privée est invalide." },
  private_toilets: { invalid: "L'indication de toilettes privées est invalide." },
};

const SERVICE_FIELDS: Record<string, FieldText> = {
  hours_per_week: { invalid: `Le nombre d'heures de services par semaine doit être un entier entre 1 et ${S.hoursInWeek}.` },
  tasks: { label: 'La liste des tâches', invalid: 'La liste des tâches est invalide.' },
  trial_weeks: { invalid: `La période d'essai doit être un nombre entier de semaines entre 1 et ${S.trialWeeksMax}.` },
  notice_days: { invalid: `Le préavis doit être un nombre entier de jours entre 1 et ${S.noticeDaysMax}.` },
};

const HOME_ORDER = Object.keys(HOME_FIELDS);

function characters(n: number): string {
  return n > 1 ? `${n} caractères` : `${n} caractère`;
}

/** The known field an ajv error is about, and its texts; null for anything this module does not word itself. */
function locate(error: AjvErrorLike): { top: string; text: FieldText } | null {
  const segments = (error.instancePath ?? '').split('/').filter((s) => s !== '');
  const missing = error.keyword === 'required' ? String(error.params?.missingProperty) : null;
  const top = segments[0] ?? missing;
  if (!top) return null;
  if (top === 'rooms' && segments.length >= 2) {
    const field = segments.length >= 3 ? segments[2]! : missing;
    const text = field ? ROOM_FIELDS[field] : undefined;
    return { top, text: text ?? HOME_FIELDS.rooms! };
  }
  if (top === 'services') {
    const field = segments.length >= 2 ? segments[1]! : missing;
    const text = field ? SERVICE_FIELDS[field] : undefined;
    return { top, text: text ?? HOME_FIELDS.services! };
  }
  const text = HOME_FIELDS[top];
  return text ? { top, text } : null;
}

/** French sentence for the body errors of PUT/POST homes, worded per field; generic wording otherwise. */
export function homeValidationMessage(errors: readonly AjvErrorLike[]): string {
  if (errors.some((e) => e.keyword === 'additionalProperties')) return validationMessage(errors);
  const ranked = errors
    .map((error) => ({ error, place: locate(error) }))
    .sort((a, b) => rankOf(a.place) - rankOf(b.place));
  const first = ranked[0];
  if (!first?.place) return validationMessage(errors);
  const { error, place } = first;
  if (error.keyword === 'maxLength' && place.text.label) {
    return `${place.text.label} doit contenir au plus ${characters(Number(error.params?.limit))}.`;
  }
  if (error.keyword === 'required') return place.text.required ?? place.text.invalid;
  return place.text.invalid;
}

function rankOf(place: { top: string } | null): number {
  if (!place) return HOME_ORDER.length;
  const index = HOME_ORDER.indexOf(place.top);
  return index === -1 ? HOME_ORDER.length : index;
}

export const INVALID_ID = "L'identifiant est invalide.";

/**
 * Route-level schemaErrorFormatter: the error handler shows an HttpError's message as is. The
 * homes and images routes only take ids in their URL, so any params error is a bad id.
 */
export function homeSchemaErrorFormatter(errors: FastifySchemaValidationError[], dataVar: string): HttpError {
  const list = errors as unknown as AjvErrorLike[];
  if (dataVar === 'params') return badRequest(INVALID_ID);
  return badRequest(dataVar === 'body' ? homeValidationMessage(list) : validationMessage(list));
}

/**
 * Throws the list's message unless every id is a choice of the option list. The list is looked up
 * on each call, and a list the catalogue does not have accepts nothing.
 */
export function checkOptionIds(list: string, ids: readonly number[], message: string): void {
  if (ids.length === 0) return;
  const known = optionIds(list);
  if (!known || ids.some((id) => !known.has(id))) throw badRequest(message);
}

/** La Poste numbers metropolitan France and the overseas territories alike. */
const FIVE_DIGIT_COUNTRIES = new Set([FRANCE_ID, ...OVERSEAS.map((o) => o.id)]);

/** French postal codes are 5 digits; elsewhere the schema's length limit is all we know. */
export function checkPostalCode(postalCode: string, country: number | null): void {
  if (country !== null && FIVE_DIGIT_COUNTRIES.has(country) && !/^[0-9]{5}$/.test(postalCode)) {
    throw badRequest(HOME_MESSAGES.postalCodeFrance);
  }
}

/** The housing-for-services terms as stored on the home (service_* columns). */
export interface StoredServiceTerms {
  pay_by_service: number;
  service_hours_per_week: number | null;
  service_tasks: string | null;
  service_trial_weeks: number | null;
  service_notice_days: number | null;
}

/** "a", "a et b", "a, b et c". */
function frenchList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} et ${items[items.length - 1]}`;
}

/**
 * Why a housing-for-services advert cannot go to moderation yet, in French, or null when it can
 * (or is not such an advert): the hours cap, then every term still missing, named.
 */
export function serviceTermsProblem(home: StoredServiceTerms): string | null {
  if (home.pay_by_service !== 1) return null;
  if (home.service_hours_per_week !== null && home.service_hours_per_week > S.maxHoursPerWeek) return HOME_MESSAGES.servicesTooManyHours;
  const missing: string[] = [];
  if (home.service_hours_per_week === null) missing.push(`le nombre d'heures de services par semaine (${S.maxHoursPerWeek} au plus)`);
  if (!home.service_tasks?.trim()) missing.push('la liste des tâches attendues');
  if (home.service_trial_weeks === null) missing.push("la durée de la période d'essai");
  if (home.service_notice_days === null) missing.push("le préavis pour mettre fin à l'accord");
  if (missing.length === 0) return null;
  return `Pour un logement contre services, indiquez avant la modération ${frenchList(missing)}.`;
}
