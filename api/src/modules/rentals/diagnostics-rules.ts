import { DIAGNOSTIC_KINDS, type DiagnosticKind } from '@coloc/contract/rentals/limits';
import { addDays, addMonths, addYears, daysBetween } from '../../lib/dates';
import { badRequest } from '../../lib/errors';
import { RENTAL_MESSAGES as M } from './messages';

/*
 * The French "dossier de diagnostic technique" a landlord attaches to a residential lease (loi du
 * 6 juillet 1989, article 3-3). Validities are those of the Code de la construction et de
 * l'habitation for a rental; the ones that depend on the building (lead before 1949, asbestos
 * before July 1997, termites and noise by area) cannot be decided from what we know of a home,
 * so they are listed as not required with a hint telling the landlord when they are.
 */

export { DIAGNOSTIC_KINDS, type DiagnosticKind };

export type DiagnosticState = 'missing' | 'valid' | 'expiring' | 'expired' | 'not_required';

/** A diagnostic whose end of validity is this close (in days) shows as 'expiring'. */
export const EXPIRING_WITHIN_DAYS = 90;
/** Dates before this are refused: no diagnostic in the file can be that old and still count. */
export const EARLIEST_DIAGNOSTIC = '1990-01-01';

type Validity = { years: number } | { months: number } | null;

export interface DiagnosticRule {
  kind: DiagnosticKind;
  label: string;
  hint: string;
  required: boolean;
  /** null: valid without limit. */
  validity: Validity;
}

export const DIAGNOSTIC_CATALOGUE: readonly DiagnosticRule[] = [
  {
    kind: 'dpe',
    label: 'Diagnostic de performance énergétique (DPE)',
    hint: "Obligatoire pour toute location, valable 10 ans. Un DPE réalisé entre 2013 et 2017 n'est plus valable depuis le 1er janvier 2025, un DPE antérieur depuis le 1er janvier 2023.",
    required: true,
    validity: { years: 10 },
  },
  {
    kind: 'electricite',
    label: "État de l'installation intérieure d'électricité",
    hint: "Obligatoire quand l'installation a plus de 15 ans, valable 6 ans pour une location.",
    required: true,
    validity: { years: 6 },
  },
  {
    kind: 'gaz',
    label: "État de l'installation intérieure de gaz",
    hint: "Obligatoire quand le logement a une installation de gaz de plus de 15 ans, valable 6 ans pour une location.",
    required: true,
    validity: { years: 6 },
  },
  {
    kind: 'plomb',
    label: "Constat de risque d'exposition au plomb (CREP)",
    hint: 'Obligatoire pour les immeubles construits avant le 1er janvier 1949. Valable 6 ans quand du plomb est trouvé, sans limite sinon.',
    required: false,
    validity: { years: 6 },
  },
  {
    kind: 'amiante',
    label: "État mentionnant la présence ou l'absence d'amiante",
    hint: "Obligatoire pour les immeubles dont le permis de construire date d'avant le 1er juillet 1997 (à tenir à disposition du locataire). Sans limite de validité.",
    required: false,
    validity: null,
  },
  {
    kind: 'erp',
    label: 'État des risques et pollutions (ERP)',
    hint: 'Obligatoire pour toute location, il doit dater de moins de 6 mois à la signature du bail.',
    required: true,
    validity: { months: 6 },
  },
  {
    kind: 'surface',
    label: 'Surface habitable (loi Boutin)',
    hint: 'Obligatoire pour la location d’une résidence principale, vide ou meublée. Sans limite de validité tant que le logement ne change pas.',
    required: true,
    validity: null,
  },
  {
    kind: 'bruit',
    label: 'Diagnostic bruit',
    hint: "Obligatoire dans les zones d'un plan d'exposition au bruit d'un aérodrome. Sans limite de validité.",
    required: false,
    validity: null,
  },
  {
    kind: 'termites',
    label: 'État relatif à la présence de termites',
    hint: 'Obligatoire dans les zones délimitées par arrêté préfectoral, valable 6 mois.',
    required: false,
    validity: { months: 6 },
  },
];

export function diagnosticRule(kind: DiagnosticKind): DiagnosticRule {
  return DIAGNOSTIC_CATALOGUE.find((rule) => rule.kind === kind)!;
}

export function isDiagnosticKind(value: string): value is DiagnosticKind {
  return (DIAGNOSTIC_KINDS as readonly string[]).includes(value);
}

/** Last day the diagnostic counts, or null when it never expires. */
export function validUntil(kind: DiagnosticKind, performedOn: string): string | null {
  const { validity } = diagnosticRule(kind);
  if (validity === null) return null;
  const end = addDays('years' in validity ? addYears(performedOn, validity.years) : addMonths(performedOn, validity.months), -1);
  // Décret 2020-1610: DPEs made from 2013 to 2017 stopped counting on 31 December 2024 (the older
  // ones had already reached their ten years by the end of 2022, their own cut-off).
  if (kind === 'dpe' && performedOn < '2018-01-01' && end > '2024-12-31') return '2024-12-31';
  return end;
}

export interface DiagnosticRecord {
  kind: string;
  performed_on: string;
  document_id: number | null;
}

export interface DiagnosticStatus {
  kind: DiagnosticKind;
  label: string;
  hint: string;
  required: boolean;
  performed_on: string | null;
  valid_until: string | null;
  state: DiagnosticState;
  document_id: number | null;
}

function stateOf(rule: DiagnosticRule, until: string | null, done: boolean, today: string): DiagnosticState {
  if (!done) return rule.required ? 'missing' : 'not_required';
  if (until === null) return 'valid';
  if (until < today) return 'expired';
  return daysBetween(today, until) <= EXPIRING_WITHIN_DAYS ? 'expiring' : 'valid';
}

/** Every diagnostic of the catalogue, in its order, with what the home's rows say about it. */
export function diagnosticStates(rows: readonly DiagnosticRecord[], today: string): DiagnosticStatus[] {
  return DIAGNOSTIC_CATALOGUE.map((rule) => {
    const row = rows.find((r) => r.kind === rule.kind);
    const until = row ? validUntil(rule.kind, row.performed_on) : null;
    return {
      kind: rule.kind,
      label: rule.label,
      hint: rule.hint,
      required: rule.required,
      performed_on: row?.performed_on ?? null,
      valid_until: until,
      state: stateOf(rule, until, row !== undefined, today),
      document_id: row?.document_id ?? null,
    };
  });
}

/** How many diagnostics need the landlord now: required ones missing, and any expired. */
export function diagnosticAlerts(rows: readonly DiagnosticRecord[], today: string): number {
  return diagnosticStates(rows, today).filter((d) => d.state === 'missing' || d.state === 'expired').length;
}

/** A diagnostic's date: not in the future, not before EARLIEST_DIAGNOSTIC. */
export function checkPerformedOn(performedOn: string, today: string): void {
  if (performedOn > today) throw badRequest(M.performedOnFuture);
  if (performedOn < EARLIEST_DIAGNOSTIC) throw badRequest(M.performedOnTooOld);
}
