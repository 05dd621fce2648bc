/*
 * Automatic flags shown to the moderator beside an advert (ModerationFlag of the shared contract).
 * Pure functions: the queue reads the data, these only judge it. A flag is a reason to look
 * closer, never a decision: the moderator approves or refuses.
 */
import { hammingDistance } from '../images';
import { SERVICE_LIMITS } from '@coloc/contract/homes/limits';

export type ModerationFlagKind =
  | 'duplicate_photo'
  | 'rent_below_reference'
  | 'contact_details'
  | 'payment_demand'
  | 'services_no_hours'
  | 'services_too_many_hours'
  | 'services_no_tasks'
  | 'services_abusive_wording';

export interface ModerationFlag {
  kind: ModerationFlagKind;
  message: string;
  other_home_id?: number;
}

/** Two photos this close (differing bits of their 64-bit dHash) are the same picture. */
export const DUPLICATE_MAX_DISTANCE = 6;
/** A room below this share of the reference rent is suspiciously cheap (bait adverts). */
export const LOW_RENT_RATIO = 0.6;

export interface FlaggedRoom {
  number: number;
  name: string | null;
  rent: number | null;
  charges: number | null;
}

export interface FlaggedHome {
  name: string | null;
  description: string | null;
  wishes: string | null;
  pay_by_service: boolean;
  reference_rent_auto: boolean;
  reference_rent_month: number | null;
  service_hours_per_week: number | null;
  service_tasks: string | null;
  rooms: readonly FlaggedRoom[];
}

export interface PhotoFingerprint {
  home_id: number;
  phash: string;
}

// ---------------------------------------------------------------------------------------------
// Text helpers

/** Lower case, no accents, typographic apostrophes and spaces folded: what the word lists are written in. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\u2019\u2018\u02bc`]/g, "'")
    .replace(/[\u00a0\u202f\s]+/g, ' ');
}

function euros(value: number): string {
  return `${value.toLocaleString('fr-FR', { maximumFractionDigits: 2 }).replace(/\u202f|\u00a0/g, ' ')} €`;
}

function quote(text: string): string {
  const short = text.trim().replace(/\s+/g, ' ');
  return `« ${short.length > 60 ? `${short.slice(0, 57)}…` : short} »`;
}

/** "a", "a et b", "a, b et c". */
function frenchList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} et ${items[items.length - 1]}`;
}

/** Same rule as roomDisplayName of @coloc/shared: the name capitalised, else "Chambre" and a letter (A for 0). */
export function roomLabel(room: Pick<FlaggedRoom, 'name' | 'number'>): string {
  const name = room.name?.trim();
  if (name) return name.charAt(0).toLocaleUpperCase('fr-FR') + name.slice(1);
  return `Chambre ${String.fromCharCode(65 + Math.max(0, room.number))}`;
}

// ---------------------------------------------------------------------------------------------
// Duplicate photos

/**
 * One flag per other advert that holds a photo within DUPLICATE_MAX_DISTANCE of one of this
 * advert's photos. `others` are the photos of homes created by other users.
 */
export function duplicatePhotoFlags(own: readonly string[], others: readonly PhotoFingerprint[]): ModerationFlag[] {
  const homes = new Set<number>();
  for (const other of others) {
    if (homes.has(other.home_id)) continue;
    if (own.some((hash) => hammingDistance(hash, other.phash) <= DUPLICATE_MAX_DISTANCE)) homes.add(other.home_id);
  }
  return [...homes]
    .sort((a, b) => a - b)
    .map((homeId) => ({
      kind: 'duplicate_photo' as const,
      message: `Photo déjà utilisée par l'annonce n° ${homeId} d'un autre compte.`,
      other_home_id: homeId,
    }));
}

// ---------------------------------------------------------------------------------------------
// Rent far below the reference

/**
 * The cheapest room whose rent plus charges is below LOW_RENT_RATIO of the reference rent (itself
 * rent plus charges of comparable rooms), when the reference could be computed. Housing against
 * services is cheap on purpose, so it is not judged on its rent.
 */
export function rentBelowReferenceFlag(home: FlaggedHome): ModerationFlag | null {
  const reference = home.reference_rent_month;
  if (!home.reference_rent_auto || reference === null || reference <= 0 || home.pay_by_service) return null;
  const priced = home.rooms
    .filter((room) => room.rent !== null)
    .map((room) => ({ room, price: room.rent! + (room.charges ?? 0) }))
    .sort((a, b) => a.price - b.price);
  const cheapest = priced[0];
  if (!cheapest || cheapest.price >= reference * LOW_RENT_RATIO) return null;
  const share = Math.round((cheapest.price / reference) * 100);
  return {
    kind: 'rent_below_reference',
    message: `Loyer anormalement bas : ${roomLabel(cheapest.room)} à ${euros(cheapest.price)} charges comprises, soit ${share} % du loyer de référence du secteur (${euros(reference)}).`,
  };
}

// ---------------------------------------------------------------------------------------------
// Contact details and payment demands in the texts

/** French numbers: 06 12 34 56 78, 06.12.34.56.78, 0612345678, +33 6 12 34 56 78, 0033 (0)6 12… */
const PHONE = /(?:(?:\+|00)\s?33\s?(?:\(0\)\s?)?|\b0)[1-9](?:[\s.-]?\d{2}){4}\b/;
const EMAIL = /[a-z0-9._%+-]+\s?(?:@|\(at\)|\[at\]|\barobase\b)\s?[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/i;
const MESSENGER = /\b(?:whats\s?app|wats\s?app|telegram|signal messenger|snapchat|wa\.me)\b/i;
const URL = /\b(?:https?:\/\/|www\.)\S+|\b[a-z0-9][a-z0-9-]{1,62}\.(?:fr|com|net|org|eu|io|info|biz)\b(?:\/\S*)?/i;

/** What kind of contact detail a text holds, and the first piece found. */
export function contactDetailsIn(text: string): Array<{ label: string; found: string }> {
  const found: Array<{ label: string; found: string }> = [];
  const phone = PHONE.exec(text);
  if (phone) found.push({ label: 'un numéro de téléphone', found: phone[0] });
  const email = EMAIL.exec(text);
  if (email) found.push({ label: 'une adresse e-mail', found: email[0] });
  const messenger = MESSENGER.exec(text);
  if (messenger) found.push({ label: 'une messagerie externe', found: messenger[0] });
  // An e-mail's domain also looks like a site: only report a link found outside the address.
  const withoutEmail = email ? text.replace(email[0], ' ') : text;
  const url = URL.exec(withoutEmail);
  if (url) found.push({ label: 'un lien vers un site', found: url[0] });
  return found;
}

export function contactDetailsFlag(texts: ReadonlyArray<string | null>): ModerationFlag | null {
  const found = texts.flatMap((text) => (text ? contactDetailsIn(text) : []));
  if (found.length === 0) return null;
  const labels = [...new Set(found.map((item) => item.label))];
  return {
    kind: 'contact_details',
    message: `Coordonnées dans le texte de l'annonce : ${frenchList(labels)} (${quote(found[0]!.found)}). Les échanges doivent passer par la messagerie.`,
  };
}

/** Ways scammers ask for money before a visit, in folded text (see foldText). */
const PAYMENT_PATTERNS: ReadonlyArray<{ pattern: RegExp; label: string }> = [
  { pattern: /\bmandats? cash\b/, label: 'mandat cash' },
  { pattern: /\bwestern ?union\b/, label: 'Western Union' },
  { pattern: /\bmoney ?gram\b/, label: 'MoneyGram' },
  { pattern: /\bpaysafe ?cards?\b/, label: 'Paysafecard' },
  { pattern: /\b(?:coupons?|cartes?|recharges?) pcs\b|\bpcs mastercard\b|\b(?:transcash|neosurf|toneo)\b/, label: 'coupons prépayés' },
  { pattern: /\b(?:bitcoins?|crypto(?:monnaies?)?|usdt)\b/, label: 'cryptomonnaie' },
  { pattern: /\bvirements? (?:bancaires? )?(?:avant|prealables?)\b/, label: 'virement avant la visite' },
  { pattern: /\b(?:payer|paiement|regler|reglement|verser|versement|envoyer|virer)\b.{0,40}\bavant (?:la |toute |de |d'|meme )?(?:visite|visiter|voir|rencontre|remise des cles|avoir vu)/, label: 'payer avant la visite' },
  { pattern: /\b(?:caution|depot de garantie|loyer|acompte)s? (?:en |par )?(?:liquide|especes|cash)\b/, label: 'caution en liquide' },
  { pattern: /\b(?:especes|cash|liquide) (?:uniquement|seulement)\b/, label: 'espèces uniquement' },
  { pattern: /\bacompte\b.{0,40}\b(?:reserver|reservation|bloquer)\b/, label: 'acompte pour réserver' },
  { pattern: /\bje suis (?:actuellement )?(?:a l'etranger|en mission|expatrie)\b/, label: "propriétaire « à l'étranger »" },
];

export function paymentDemandFlag(texts: ReadonlyArray<string | null>): ModerationFlag | null {
  const folded = texts.filter((text): text is string => !!text).map(foldText).join('\n');
  const labels = [...new Set(PAYMENT_PATTERNS.filter(({ pattern }) => pattern.test(folded)).map(({ label }) => label))];
  if (labels.length === 0) return null;
  return {
    kind: 'payment_demand',
    message: `Demande de paiement suspecte : ${frenchList(labels.map((label) => `« ${label} »`))}. Aucun paiement ne doit être demandé avant la visite et la signature du bail.`,
  };
}

// ---------------------------------------------------------------------------------------------
// Housing for services

/** Wording that signals an employment disguised as housing, or care only professionals may give. */
const ABUSIVE_PATTERNS: ReadonlyArray<{ pattern: RegExp; label: string }> = [
  { pattern: /\b24 ?h? ?(?:\/|sur) ?24\b/, label: 'disponible 24h/24' },
  { pattern: /\b7 ?j(?:ours)? ?(?:\/|sur) ?7\b/, label: '7 jours sur 7' },
  { pattern: /\bjour et nuit\b|\bnuit et jour\b/, label: 'jour et nuit' },
  { pattern: /\b(?:sans|aucun|pas de) (?:jours? de (?:repos|conge)|repos|conges?|week-?ends? libres?)\b/, label: 'sans jour de repos' },
  { pattern: /\b(?:disponible|disponibilite|present(?:e)?|presence) (?:a tout moment|a toute heure|permanente?|totale|en permanence|h24)\b/, label: 'disponibilité permanente' },
  { pattern: /\bsoins? (?:medicaux|infirmiers|medical)\b/, label: 'soins médicaux' },
  { pattern: /\b(?:injections?|piqures?|pansements?|administrer (?:les |des )?(?:medicaments|traitements))\b/, label: 'actes de soin' },
  { pattern: /\btoilettes? intimes?\b|\baide a la toilette\b/, label: 'toilette intime' },
  { pattern: /\bnon declare(?:e|s)?\b|\bau noir\b|\bsans (?:contrat|declaration)\b/, label: 'non déclaré' },
];

export function serviceFlags(home: FlaggedHome): ModerationFlag[] {
  if (!home.pay_by_service) return [];
  const flags: ModerationFlag[] = [];
  const hours = home.service_hours_per_week;
  if (hours === null) {
    flags.push({ kind: 'services_no_hours', message: "Logement contre services sans nombre d'heures par semaine : le plafond n'est pas fixé." });
  } else if (hours > SERVICE_LIMITS.maxHoursPerWeek) {
    flags.push({
      kind: 'services_too_many_hours',
      message: `${hours} heures de services par semaine demandées : au-delà de ${SERVICE_LIMITS.maxHoursPerWeek} heures, cela ressemble à un emploi.`,
    });
  }
  if (!home.service_tasks?.trim()) {
    flags.push({ kind: 'services_no_tasks', message: 'Logement contre services sans liste des tâches attendues.' });
  }
  const folded = [home.name, home.description, home.wishes, home.service_tasks].filter((text): text is string => !!text).map(foldText).join('\n');
  const labels = [...new Set(ABUSIVE_PATTERNS.filter(({ pattern }) => pattern.test(folded)).map(({ label }) => label))];
  if (labels.length > 0) {
    flags.push({
      kind: 'services_abusive_wording',
      message: `Formulation à risque pour un logement contre services : ${frenchList(labels.map((label) => `« ${label} »`))}.`,
    });
  }
  return flags;
}

// ---------------------------------------------------------------------------------------------

/** Every flag of one advert, in the order the console lists them. */
export function moderationFlags(home: FlaggedHome, ownPhotos: readonly string[], otherPhotos: readonly PhotoFingerprint[]): ModerationFlag[] {
  const texts = [home.name, home.description, home.wishes, home.service_tasks];
  return [
    ...duplicatePhotoFlags(ownPhotos, otherPhotos),
    rentBelowReferenceFlag(home),
    contactDetailsFlag(texts),
    paymentDemandFlag(texts),
    ...serviceFlags(home),
  ].filter((flag): flag is ModerationFlag => flag !== null);
}
