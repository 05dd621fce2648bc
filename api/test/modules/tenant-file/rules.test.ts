import { decideGuarantee, displayName, DOCUMENT_QUOTA, incomeBracket, isComplete, missingCategories, missingParts, quotaProblem, warrantyStatus } from '../../../src/modules/tenant-file/rules';
import { planFor } from '../../../src/modules/tenant-file/seed';
import { joinFrench } from '../../../src/modules/tenant-file/messages';

describe('the guarantee rule', () => {
  it('covers a third of the monthly income, rounded down to 10 €, at most 1 500 €', () => {
    expect(decideGuarantee({ employment_status: 'cdi', monthly_income_cents: 250_000 })).toEqual({ status: 'accepted', max_rent_cents: 83_000, reason: null });
    expect(decideGuarantee({ employment_status: 'cdd', monthly_income_cents: 180_099 })).toMatchObject({ max_rent_cents: 60_000 });
    expect(decideGuarantee({ employment_status: 'independant', monthly_income_cents: 900_000 })).toMatchObject({ max_rent_cents: 150_000 });
    expect(decideGuarantee({ employment_status: 'retraite', monthly_income_cents: 60_000 })).toMatchObject({ status: 'accepted', max_rent_cents: 20_000 });
  });

  it('covers students and apprentices up to 600 € even without income, more when their income allows', () => {
    expect(decideGuarantee({ employment_status: 'etudiant', monthly_income_cents: 0 })).toEqual({ status: 'accepted', max_rent_cents: 60_000, reason: null });
    expect(decideGuarantee({ employment_status: 'alternant', monthly_income_cents: 120_000 })).toMatchObject({ max_rent_cents: 60_000 });
    expect(decideGuarantee({ employment_status: 'alternant', monthly_income_cents: 210_000 })).toMatchObject({ max_rent_cents: 70_000 });
  });

  it('refuses with a French reason below 200 € of rent', () => {
    const none = decideGuarantee({ employment_status: 'recherche', monthly_income_cents: 0 });
    expect(none).toMatchObject({ status: 'refused', max_rent_cents: null });
    expect(none.reason).toMatch(/^Sans revenus déclarés, la garantie ne peut couvrir aucun loyer/);
    const low = decideGuarantee({ employment_status: 'cdd', monthly_income_cents: 59_999 });
    expect(low.status).toBe('refused');
    expect(low.reason).toBe("Vos revenus déclarés ne permettent pas de garantir un loyer d'au moins 200\u00a0€ (la garantie couvre au plus le tiers de vos revenus mensuels).");
  });

  it('reads as the card badges', () => {
    expect([warrantyStatus('accepted'), warrantyStatus('requested'), warrantyStatus('refused'), warrantyStatus('none'), warrantyStatus(null)]).toEqual(['validated', 'pending', null, null, null]);
  });
});

describe('completeness', () => {
  it('needs the situation and one identity, income and employment document', () => {
    const situation = { employment_status: 'cdi', monthly_income_cents: 0 };
    expect(missingCategories(['other', 'income'])).toEqual(['identity', 'employment']);
    expect(isComplete(situation, ['identity', 'income', 'employment'])).toBe(true);
    expect(isComplete({ ...situation, monthly_income_cents: null }, ['identity', 'income', 'employment'])).toBe(false);
    expect(isComplete({ ...situation, employment_status: 'rentier' }, ['identity', 'income', 'employment'])).toBe(false);
    expect(missingParts({ employment_status: null, monthly_income_cents: 10 }, ['identity'])).toEqual([
      'votre situation professionnelle',
      'un document « Justificatif de revenus »',
      "un document « Justificatif d'activité »",
    ]);
  });

  it('joins a French list', () => {
    expect([joinFrench([]), joinFrench(['a']), joinFrench(['a', 'b']), joinFrench(['a', 'b', 'c'])]).toEqual(['', 'a', 'a et b', 'a, b et c']);
  });
});

describe('income brackets', () => {
  it('shows a bracket, never the figure', () => {
    expect(incomeBracket(null)).toBeNull();
    expect(incomeBracket(0)).toBe('Sans revenus');
    expect(incomeBracket(99_999)).toBe('Moins de 1\u00a0000\u00a0€ par mois');
    expect(incomeBracket(100_000)).toBe('Entre 1\u00a0000\u00a0€ et 1\u00a0500\u00a0€ par mois');
    expect(incomeBracket(245_000)).toBe('Entre 2\u00a0000\u00a0€ et 3\u00a0000\u00a0€ par mois');
    expect(incomeBracket(399_999)).toBe('Entre 3\u00a0000\u00a0€ et 4\u00a0000\u00a0€ par mois');
    expect(incomeBracket(400_000)).toBe('4\u00a0000\u00a0€ ou plus par mois');
  });
});

describe('the demo plan', () => {
  it('validates every other person of a matching list and leaves one in eight waiting', () => {
    expect(Array.from({ length: 12 }, (_, i) => planFor(i))).toEqual([
      'accepted', 'requested', 'accepted', null, 'accepted', null, 'accepted', null, 'accepted', 'requested', 'accepted', null,
    ]);
  });
});

describe('quotaProblem', () => {
  it('names the count first, then the total size, and lets a document that fits through', () => {
    expect(quotaProblem({ count: DOCUMENT_QUOTA.count, bytes: 0 }, 1)).toBe('count');
    expect(quotaProblem({ count: DOCUMENT_QUOTA.count - 1, bytes: DOCUMENT_QUOTA.bytes - 10 }, 11)).toBe('bytes');
    expect(quotaProblem({ count: DOCUMENT_QUOTA.count - 1, bytes: DOCUMENT_QUOTA.bytes - 10 }, 10)).toBeNull();
  });
});

describe('displayName', () => {
  it('keeps the first name and the capital initial of the surname', () => {
    expect(displayName(' Léa ', 'martin')).toBe('Léa M.');
    expect(displayName('Léa', '  ')).toBe('Léa');
  });
});
