// Test data of the diagnostics (imported by tests only).
import type { Diagnostic } from '@coloc/shared';

export function makeDiagnostic(extra: Partial<Diagnostic> = {}): Diagnostic {
  return {
    kind: 'dpe',
    label: 'Diagnostic de performance énergétique (DPE)',
    hint: 'Obligatoire pour louer ; valable 10 ans.',
    required: true,
    performed_on: null,
    valid_until: null,
    state: 'missing',
    document_id: null,
    ...extra,
  };
}

export const CATALOGUE: Diagnostic[] = [
  makeDiagnostic(),
  makeDiagnostic({
    kind: 'electricite',
    label: "État de l'installation intérieure d'électricité",
    hint: 'Installation de plus de 15 ans ; valable 6 ans.',
    performed_on: '2020-05-02',
    valid_until: '2026-05-02',
    state: 'expiring',
  }),
  makeDiagnostic({ kind: 'plomb', label: "Constat de risque d'exposition au plomb (CREP)", hint: 'Logement construit avant 1949.', performed_on: '2015-01-10', valid_until: '2021-01-10', state: 'expired' }),
  makeDiagnostic({ kind: 'surface', label: 'Surface habitable', hint: 'Sans limite de validité.', performed_on: '2024-03-01', valid_until: null, state: 'valid', document_id: 3 }),
  makeDiagnostic({ kind: 'erp', label: 'État des risques et pollutions (ERP)', hint: 'Valable 6 mois.', performed_on: '2026-01-15', valid_until: '2030-07-15', state: 'valid' }),
  makeDiagnostic({ kind: 'termites', label: 'État relatif à la présence de termites', hint: 'Seulement en zone déclarée.', required: false, state: 'not_required' }),
];
