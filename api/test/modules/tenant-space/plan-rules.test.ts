import { normalisePlan, planProblem, type PlanInput } from '../../../src/modules/tenant-space/plan-rules';

const TODAY = '2026-03-15';
const plan = (extra: Partial<PlanInput> = {}): PlanInput => ({ move_date: '2026-09-01', city_ids: [1, 2], budget_max_cents: 60000, note: null, ...extra });

describe('the next co-location plan', () => {
  it('accepts a date from today to two years ahead', () => {
    expect(planProblem(plan(), TODAY)).toBeNull();
    expect(planProblem(plan({ move_date: TODAY }), TODAY)).toBeNull();
    expect(planProblem(plan({ move_date: '2028-03-15' }), TODAY)).toBeNull();
    expect(planProblem(plan({ move_date: null }), TODAY)).toBeNull();
  });

  it('refuses a past date, one beyond two years and one that is not a date', () => {
    expect(planProblem(plan({ move_date: '2026-03-14' }), TODAY)).toBe('La date de déménagement ne peut pas être passée.');
    expect(planProblem(plan({ move_date: '2028-03-16' }), TODAY)).toBe('La date de déménagement doit être dans les deux prochaines années.');
    expect(planProblem(plan({ move_date: '2026-02-30' }), TODAY)).toBe('Indiquez une date de déménagement valide.');
    expect(planProblem(plan({ move_date: '15/09/2026' }), TODAY)).toBe('Indiquez une date de déménagement valide.');
  });

  it('takes up to ten cities', () => {
    expect(planProblem(plan({ city_ids: [] }), TODAY)).toBeNull();
    expect(planProblem(plan({ city_ids: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] }), TODAY)).toBeNull();
    expect(planProblem(plan({ city_ids: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] }), TODAY)).toBe('Vous pouvez choisir au plus 10 villes.');
    expect(planProblem(plan({ city_ids: [0] }), TODAY)).toBe('La liste des villes est invalide.');
  });

  it('takes a budget from 1 € to 10 000 € a month', () => {
    expect(planProblem(plan({ budget_max_cents: null }), TODAY)).toBeNull();
    expect(planProblem(plan({ budget_max_cents: 100 }), TODAY)).toBeNull();
    expect(planProblem(plan({ budget_max_cents: 1_000_000 }), TODAY)).toBeNull();
    for (const bad of [0, 99, 1_000_001, -5, 12.5]) {
      expect(planProblem(plan({ budget_max_cents: bad }), TODAY)).toBe('Le budget doit être un montant entre 1 € et 10 000 € par mois.');
    }
  });

  it('limits the note to 1 000 characters', () => {
    expect(planProblem(plan({ note: 'é'.repeat(1000) }), TODAY)).toBeNull();
    expect(planProblem(plan({ note: 'é'.repeat(1001) }), TODAY)).toBe('La note doit contenir au plus 1 000 caractères.');
  });

  it('stores each city once in the order chosen and a blank note as none', () => {
    expect(normalisePlan(plan({ city_ids: [3, 1, 3, 2, 1], note: '   ' }))).toEqual(plan({ city_ids: [3, 1, 2], note: null }));
    expect(normalisePlan(plan({ note: '  Près du tram ' })).note).toBe('Près du tram');
  });
});
