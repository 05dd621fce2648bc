import { diagnosticAlerts, diagnosticStates, DIAGNOSTIC_CATALOGUE, validUntil } from '../../../src/modules/rentals/diagnostics-rules';

const TODAY = '2025-06-15';

describe('the French diagnostics catalogue', () => {
  it('lists every kind once, the always-required ones first among the building-dependent', () => {
    expect(DIAGNOSTIC_CATALOGUE.map((rule) => rule.kind)).toEqual(['dpe', 'electricite', 'gaz', 'plomb', 'amiante', 'erp', 'surface', 'bruit', 'termites']);
    expect(DIAGNOSTIC_CATALOGUE.filter((rule) => rule.required).map((rule) => rule.kind)).toEqual(['dpe', 'electricite', 'gaz', 'erp', 'surface']);
    expect(DIAGNOSTIC_CATALOGUE.find((rule) => rule.kind === 'plomb')!.hint).toMatch(/avant le 1er janvier 1949/);
    expect(DIAGNOSTIC_CATALOGUE.find((rule) => rule.kind === 'amiante')!.hint).toMatch(/1er juillet 1997/);
  });

  it('computes the last valid day of each validity', () => {
    expect(validUntil('dpe', '2020-03-10')).toBe('2030-03-09');
    expect(validUntil('electricite', '2020-03-10')).toBe('2026-03-09');
    expect(validUntil('gaz', '2020-03-10')).toBe('2026-03-09');
    expect(validUntil('plomb', '2020-03-10')).toBe('2026-03-09');
    expect(validUntil('erp', '2025-01-31')).toBe('2025-07-30');
    expect(validUntil('termites', '2024-08-31')).toBe('2025-02-27');
    expect(validUntil('amiante', '2001-01-01')).toBeNull();
    expect(validUntil('surface', '2001-01-01')).toBeNull();
    expect(validUntil('bruit', '2001-01-01')).toBeNull();
  });

  it('ends old-method DPEs early (décret 2020-1610)', () => {
    expect(validUntil('dpe', '2012-05-01')).toBe('2022-04-30');
    expect(validUntil('dpe', '2014-02-01')).toBe('2024-01-31');
    expect(validUntil('dpe', '2016-05-01')).toBe('2024-12-31');
    expect(validUntil('dpe', '2018-01-01')).toBe('2027-12-31');
  });

  it('states: missing, not required, valid, expiring within 90 days, expired', () => {
    const states = diagnosticStates(
      [
        { kind: 'dpe', performed_on: '2020-01-01', document_id: 4 },
        { kind: 'electricite', performed_on: '2019-08-01', document_id: null },
        { kind: 'erp', performed_on: '2024-06-01', document_id: null },
        { kind: 'surface', performed_on: '2010-01-01', document_id: null },
        { kind: 'termites', performed_on: '2025-05-01', document_id: null },
      ],
      TODAY,
    );
    const byKind = Object.fromEntries(states.map((s) => [s.kind, s]));
    expect(byKind.dpe).toMatchObject({ state: 'valid', valid_until: '2029-12-31', document_id: 4, required: true });
    expect(byKind.electricite).toMatchObject({ state: 'expiring', valid_until: '2025-07-31' });
    expect(byKind.erp).toMatchObject({ state: 'expired', valid_until: '2024-11-30' });
    expect(byKind.surface).toMatchObject({ state: 'valid', valid_until: null });
    expect(byKind.termites).toMatchObject({ state: 'valid', required: false });
    expect(byKind.gaz).toMatchObject({ state: 'missing', performed_on: null, valid_until: null });
    expect(byKind.plomb).toMatchObject({ state: 'not_required' });
    // Nothing recorded: the five always-required ones are missing.
    expect(diagnosticAlerts([], TODAY)).toBe(5);
  });

  it('counts the alerts: required ones missing and any expired', () => {
    const rows = [
      { kind: 'dpe', performed_on: '2020-01-01', document_id: null },
      { kind: 'electricite', performed_on: '2024-01-01', document_id: null },
      { kind: 'gaz', performed_on: '2024-01-01', document_id: null },
      { kind: 'erp', performed_on: '2025-05-01', document_id: null },
      { kind: 'surface', performed_on: '2024-01-01', document_id: null },
    ];
    expect(diagnosticAlerts(rows, TODAY)).toBe(0);
    expect(diagnosticAlerts([...rows, { kind: 'termites', performed_on: '2024-01-01', document_id: null }], TODAY)).toBe(1);
    expect(diagnosticAlerts(rows.slice(1), TODAY)).toBe(1);
    // The boundary: valid on its last day, expired the day after.
    expect(diagnosticStates(rows, '2025-10-31').find((s) => s.kind === 'erp')!.state).toBe('expiring');
    expect(diagnosticStates(rows, '2025-11-01').find((s) => s.kind === 'erp')!.state).toBe('expired');
  });
});
