/*
 * French explanations of a score: the three strongest reasons and the deal-breakers, written from
 * the reader's side ("vous"). Option labels come from the catalogue, so the texts follow the
 * questionnaire's wording.
 */
import type { MatchScoreObject } from '../schemas';
import { optionCatalogue } from '../../options';
import { CHILDREN, MULTI_SPECS, PETS, SINGLE_SPECS, SMOKING, STUDYING_WORK, maskIds, type ScoredMultiField, type ScoredSingleField } from './fields';
import type { DealBreakerCode, FieldMatch, FitPart, PairResult } from './score';

export const MAX_REASONS = 3;
/** Below this similarity a part of the home's fit is not a reason. */
const REASON_THRESHOLD = 0.75;
/** Fit parts weigh in reasons like a field of average importance (3). */
const FIT_STRENGTH_FACTOR = 3;

let labels: Map<string, Map<number, string>> | null = null;

export function optionLabel(field: string, id: number): string | null {
  if (!labels) {
    labels = new Map();
    for (const [name, options] of Object.entries(optionCatalogue())) {
      labels.set(name, new Map(options.map((option) => [option.id, option.text])));
    }
  }
  return labels.get(field)?.get(id) ?? null;
}

/** "Course à pied" -> "course à pied", but "CAP ou BEP" and "Bac +5" keep their capitals where they matter. */
export function lowerFirst(text: string): string {
  const [first, second] = Array.from(text);
  if (!first || (second && second === second.toLocaleUpperCase('fr-FR') && second !== second.toLocaleLowerCase('fr-FR'))) return text;
  return first.toLocaleLowerCase('fr-FR') + text.slice(first.length);
}

/** "a", "a et b", "a, b et c" (three at most); only commas when a label has its own "et". */
export function frenchList(items: readonly string[]): string {
  const kept = items.slice(0, 3);
  if (kept.length <= 1) return kept.join('');
  if (kept.some((item) => / et /.test(item))) return kept.join(', ');
  return `${kept.slice(0, -1).join(', ')} et ${kept[kept.length - 1]}`;
}

function labelsOf(field: string, mask: number, skip: readonly number[] = []): string[] {
  return maskIds(mask)
    .filter((id) => !skip.includes(id))
    .flatMap((id) => {
      const label = optionLabel(field, id);
      return label ? [lowerFirst(label)] : [];
    });
}

/** "Même rythme : lève-tôt" for the fields without a sentence of their own. */
const SAME_NOUNS: Partial<Record<ScoredSingleField, string>> = {
  meals: 'rythme de repas',
  pace_of_life: 'rythme',
  outings_at_week: 'rythme de sorties',
  appearance: 'style',
  time_at_home: 'présence à la maison',
  clean_and_tidy: 'rapport au rangement',
  cooking: 'rapport à la cuisine',
  watching_tv: 'rapport à la télévision',
  work: 'situation',
  education: "niveau d'études",
  business_area: "secteur d'activité",
  custody_schedule: 'rythme de garde',
};

function singleReason(field: ScoredSingleField, a: number, b: number): string | null {
  switch (field) {
    case 'smoking':
      if (a === SMOKING.nonSmoker && b === SMOKING.nonSmoker) return 'Non-fumeur : compatible';
      if (a !== SMOKING.nonSmoker && b !== SMOKING.nonSmoker) return 'Tabac : compatible';
      return null;
    case 'pets':
      if (a === PETS.has && b === PETS.has) return 'Vous avez tous les deux des animaux';
      if (a === PETS.has || b === PETS.has) return 'Animaux acceptés : compatible';
      return 'Sans animaux : compatible';
    case 'children':
      return a !== CHILDREN.none && b !== CHILDREN.none && a !== CHILDREN.expected && b !== CHILDREN.expected ? 'Vous êtes parents tous les deux' : null;
    case 'religious':
      // Sensitive: it may weigh in a seeker's own view, never as a written reason.
      return null;
    case 'bathing':
      return null;
    case 'meals':
      if (a >= 3 && b >= 3) return 'Vous aimez tous les deux partager les repas';
      if (a === 1 && b === 1) return 'Vous préférez tous les deux cuisiner chacun de votre côté';
      break;
    case 'clean_and_tidy':
      if (a <= 2 && b <= 2) return 'Vous êtes tous les deux ordonnés';
      break;
    case 'cooking':
      if (a === 4 && b === 4) return 'Vous êtes tous les deux passionnés de cuisine';
      if (a >= 3 && b >= 3) return 'Vous aimez tous les deux cuisiner';
      break;
    case 'tinkering':
      if (a === 3 && b === 3) return 'Vous êtes tous les deux bricoleurs';
      if (a >= 2 && b >= 2) return 'Vous savez tous les deux faire les petites réparations';
      return null;
    case 'gardening':
      if (a >= 3 && b >= 3) return 'Vous aimez tous les deux jardiner';
      return null;
    case 'work':
      if (a !== b && (STUDYING_WORK as readonly number[]).includes(a) && (STUDYING_WORK as readonly number[]).includes(b)) {
        return 'Vous êtes tous les deux en études ou en alternance';
      }
      break;
    default:
      break;
  }
  const noun = SAME_NOUNS[field];
  if (a !== b || !noun) return null;
  const label = optionLabel(field, a);
  return label ? `Même ${noun} : ${lowerFirst(label)}` : null;
}

const MULTI_PREFIX: Record<ScoredMultiField, string> = {
  dietaries: 'Même alimentation',
  activities_we: 'Le week-end, vous aimez tous les deux',
  sports: 'Sports en commun',
  arts: 'Goûts artistiques en commun',
  ecoloc: 'Gestes écologiques en commun',
  character: 'Traits de caractère en commun',
  thinking_about: "Centres d'intérêt en commun",
  hobby: 'Loisirs en commun',
  decorating: 'Même goût en décoration',
};

function multiReason(index: number, a: number, b: number): string | null {
  const spec = MULTI_SPECS[index]!;
  const skip = [...('noneId' in spec ? [spec.noneId] : []), ...('neutralId' in spec ? [spec.neutralId] : [])];
  const common = labelsOf(spec.field, a & b, skip);
  return common.length > 0 ? `${MULTI_PREFIX[spec.field]} : ${frenchList(common)}` : null;
}

/** Each text states its own condition (same answer, both like, something in common); strength ranks them. */
export function reasonOf(match: FieldMatch): string | null {
  return match.kind === 'single' ? singleReason(SINGLE_SPECS[match.index]!.field, match.a, match.b) : multiReason(match.index, match.a, match.b);
}

/** Who "the other person" is in the deal-breaker sentences. */
export type OtherSide = 'person' | 'host';

const SUBJECT: Record<OtherSide, string> = { person: 'cette personne', host: 'votre hôte' };

export function dealBreakerText(code: DealBreakerCode, other: OtherSide): string {
  const who = SUBJECT[other];
  switch (code) {
    case 'smoking-other':
      return `Tabac : ${who} fume, vous préférez vivre avec des non-fumeurs`;
    case 'smoking-self':
      return `Tabac : vous fumez, ${who} préfère vivre avec des non-fumeurs`;
    case 'pets-other':
      return `Animaux : ${who} a un animal, vous préférez vivre sans`;
    case 'pets-self':
      return `Animaux : vous avez un animal, ${who} préfère vivre sans`;
    case 'children-other':
      return `Enfants : ${who} a des enfants, vous préférez vivre sans`;
    case 'children-self':
      return `Enfants : ${who} préfère vivre sans enfants`;
    case 'pace':
      return 'Rythmes opposés : lève-tôt et couche-tard';
    case 'tidy':
      return 'Rangement : vos exigences sont très différentes';
  }
}

/** Whose page the home reasons are written for: the seeker's, or the professional's about a seeker. */
export type FitVoice = 'seeker' | 'pro';

export function fitReason(part: FitPart, voice: FitVoice): string | null {
  if (part.similarity < REASON_THRESHOLD && part.code !== 'services-list') return null;
  switch (part.code) {
    case 'services':
      return voice === 'seeker' ? 'Logement contre services : ce que vous recherchez' : 'Cherche un logement contre services, comme vous le proposez';
    case 'services-list': {
      const items = labelsOf('service_list', part.common);
      if (items.length === 0) return null;
      return voice === 'seeker' ? `Services attendus que vous proposez : ${frenchList(items)}` : `Peut rendre les services attendus : ${frenchList(items)}`;
    }
    case 'ecoloc': {
      const items = labelsOf('ecoloc', part.common);
      if (items.length === 0) return null;
      return voice === 'seeker' ? `Gestes écologiques pratiqués dans ce logement : ${frenchList(items)}` : `Gestes écologiques en commun avec votre logement : ${frenchList(items)}`;
    }
    case 'furnished':
      return voice === 'seeker' ? 'Logement meublé, pratique pendant les études' : 'En études : votre logement meublé lui convient';
    case 'accessible':
      return voice === 'seeker' ? 'Logement accessible aux personnes à mobilité réduite' : 'Votre logement est accessible, comme cette personne le recherche';
  }
}

interface Candidate {
  text: string;
  strength: number;
}

function strongest(candidates: Candidate[]): string[] {
  const reasons: string[] = [];
  for (const candidate of candidates.sort((x, y) => y.strength - x.strength)) {
    if (!reasons.includes(candidate.text)) reasons.push(candidate.text);
    if (reasons.length === MAX_REASONS) break;
  }
  return reasons;
}

/**
 * How telling a reason is, beyond its weight in the score: compatibilities most people share
 * (tobacco, animals) say less than interests in common.
 */
const SALIENCE: Partial<Record<ScoredSingleField | ScoredMultiField, number>> = {
  smoking: 0.6,
  pets: 0.45,
  clean_and_tidy: 0.8,
  activities_we: 1.3,
  sports: 1.3,
  arts: 1.3,
  hobby: 1.3,
  thinking_about: 1.2,
  character: 1.1,
  ecoloc: 1.2,
};

function pairCandidates(detail: PairResult): Candidate[] {
  return detail.matches.flatMap((match) => {
    const text = reasonOf(match);
    if (!text) return [];
    const field = match.kind === 'single' ? SINGLE_SPECS[match.index]!.field : MULTI_SPECS[match.index]!.field;
    return [{ text, strength: match.strength * (SALIENCE[field] ?? 1) }];
  });
}

function sectionsObject(sections: PairResult['sections']): MatchScoreObject['Sections'] {
  return { lifestyle: sections[0], personality: sections[1], athome: sections[2], employment: sections[3] };
}

// ---------------------------------------------------------------------------------------------
// Points de vigilance: where two people differ, so that a score never reads as "all good" when it
// hides a smoker and a non-smoker. Each point quotes both answers from the questionnaire.

export const MAX_VIGILANCE = 3;
/** At or below this similarity two answers are a difference worth saying. */
const VIGILANCE_THRESHOLD = 0.5;

/** The noun that opens a vigilance point, for the everyday-life answers only (never religion). */
const VIGILANCE_NOUNS: Partial<Record<ScoredSingleField, string>> = {
  smoking: 'Tabac',
  pets: 'Animaux',
  children: 'Enfants',
  meals: 'Repas',
  pace_of_life: 'Rythme',
  outings_at_week: 'Sorties',
  time_at_home: 'Présence à la maison',
  clean_and_tidy: 'Rangement',
  cooking: 'Cuisine',
  watching_tv: 'Télévision',
};

/** Answers written in the first person in the questionnaire, reworded to fit "vous, … ; cette personne, …". */
const VIGILANCE_WORDING: Partial<Record<ScoredSingleField, Readonly<Record<number, string>>>> = {
  pets: { 1: "pas d'animal", 2: 'un ou plusieurs animaux', 3: "pas d'animal, mais accepte ceux des autres" },
  cooking: { 1: 'ne cuisine pas', 3: 'aime cuisiner' },
};

/** "Tabac : vous, non-fumeur ; cette personne, fumeur". */
export function vigilanceText(field: ScoredSingleField, a: number, b: number, other: OtherSide = 'person'): string | null {
  const noun = VIGILANCE_NOUNS[field];
  const mine = VIGILANCE_WORDING[field]?.[a] ?? optionLabel(field, a);
  const theirs = VIGILANCE_WORDING[field]?.[b] ?? optionLabel(field, b);
  if (!noun || !mine || !theirs || a === b) return null;
  return `${noun} : vous, ${lowerFirst(mine)} ; ${SUBJECT[other]}, ${lowerFirst(theirs)}`;
}

/** The answer each deal-breaker already speaks about: its sentence says it, a vigilance point would repeat it. */
const DEAL_BREAKER_FIELD: Record<DealBreakerCode, ScoredSingleField> = {
  'smoking-other': 'smoking',
  'smoking-self': 'smoking',
  'pets-other': 'pets',
  'pets-self': 'pets',
  'children-other': 'children',
  'children-self': 'children',
  pace: 'pace_of_life',
  tidy: 'clean_and_tidy',
};

function vigilanceCandidates(detail: PairResult, other: OtherSide): Candidate[] {
  const told = new Set(detail.dealBreakers.map((code) => DEAL_BREAKER_FIELD[code]));
  return detail.matches.flatMap((match) => {
    if (match.kind !== 'single' || match.similarity > VIGILANCE_THRESHOLD || told.has(SINGLE_SPECS[match.index]!.field)) return [];
    const text = vigilanceText(SINGLE_SPECS[match.index]!.field, match.a, match.b, other);
    if (!text) return [];
    const spec = SINGLE_SPECS[match.index]!;
    return [{ text, strength: (1 - match.similarity) * spec.weight }];
  });
}

function strongestOf(candidates: Candidate[], max: number): string[] {
  const kept: string[] = [];
  for (const candidate of candidates.sort((x, y) => y.strength - x.strength)) {
    if (!kept.includes(candidate.text)) kept.push(candidate.text);
    if (kept.length === max) break;
  }
  return kept;
}

/** The differences of a pair, strongest first (at most MAX_VIGILANCE). */
export function vigilancePoints(detail: PairResult, other: OtherSide = 'person'): string[] {
  return strongestOf(vigilanceCandidates(detail, other), MAX_VIGILANCE);
}

export function explainPair(detail: PairResult, other: OtherSide = 'person'): MatchScoreObject {
  return {
    Total: detail.total,
    Sections: sectionsObject(detail.sections),
    Reasons: strongest(pairCandidates(detail)),
    DealBreakers: detail.dealBreakers.map((code) => dealBreakerText(code, other)),
    Vigilance: vigilancePoints(detail, other),
    Occupants: [],
  };
}

/** An occupant of a home as the seeker reads them: their own affinity under the home's. */
export interface OccupantName {
  userId: number;
  firstName: string;
}

/**
 * A home's score explained: sections are the mean over occupants; reasons mix the occupants'
 * strongest answers in common and the home's own assets. `other` names the occupants in the
 * seeker's view ('host') or the seeker in the owner-occupier's view ('person').
 */
export function explainHome(
  total: number | null,
  occupants: readonly PairResult[],
  fitParts: readonly FitPart[],
  voice: FitVoice,
  names: readonly OccupantName[] = [],
): MatchScoreObject {
  const sections: PairResult['sections'] = [null, null, null, null];
  for (let s = 0; s < 4; s += 1) {
    const values = occupants.map((o) => o.sections[s]).filter((v): v is number => v !== null && v !== undefined);
    sections[s] = values.length > 0 ? Math.round(values.reduce((a, b) => a + b, 0) / values.length) : null;
  }
  const candidates = occupants.flatMap(pairCandidates);
  for (const part of fitParts) {
    const text = fitReason(part, voice);
    if (text) candidates.push({ text, strength: part.weight * part.similarity * FIT_STRENGTH_FACTOR });
  }
  const other: OtherSide = voice === 'seeker' ? 'host' : 'person';
  const dealBreakerTexts = [...new Set(occupants.flatMap((o) => o.dealBreakers.map((code) => dealBreakerText(code, other))))];
  return {
    Total: total,
    Sections: sectionsObject(sections),
    Reasons: strongest(candidates),
    DealBreakers: dealBreakerTexts,
    Vigilance: strongestOf(occupants.flatMap((o) => vigilanceCandidates(o, other)), MAX_VIGILANCE),
    // Each occupant's own affinity, so that the home's number is never shown without what makes it.
    Occupants: names.map((name, i) => ({ UserID: name.userId, FirstName: name.firstName, Total: occupants[i]?.total ?? null })),
  };
}
