import { LYON, makePlan, NANTES } from '../testing';
import { addCity, formFromPlan, isPrefilled, parseBudget, planBody, searchChanges, validatePlanForm, yearsLater, type PlanForm } from './planForm';

const TODAY = '2026-03-15';
const form = (extra: Partial<PlanForm> = {}): PlanForm => ({ moveDate: '2026-09-01', cities: [LYON], budget: '650', note: '', ...extra });

describe('the plan form', () => {
  it('accepts a complete plan', () => {
    expect(validatePlanForm(form(), TODAY)).toEqual({});
  });

  it('needs a date from today to two years ahead', () => {
    expect(validatePlanForm(form({ moveDate: '' }), TODAY).moveDate).toBe('required');
    expect(validatePlanForm(form({ moveDate: '2026-02-30' }), TODAY).moveDate).toBe('dateInvalid');
    expect(validatePlanForm(form({ moveDate: '2026-03-14' }), TODAY).moveDate).toBe('datePast');
    expect(validatePlanForm(form({ moveDate: TODAY }), TODAY).moveDate).toBeUndefined();
    expect(validatePlanForm(form({ moveDate: '2028-03-15' }), TODAY).moveDate).toBeUndefined();
    expect(validatePlanForm(form({ moveDate: '2028-03-16' }), TODAY).moveDate).toBe('dateTooFar');
  });

  it('needs a city and a budget between 1 € and 10 000 €', () => {
    expect(validatePlanForm(form({ cities: [] }), TODAY).cities).toBe('citiesRequired');
    expect(validatePlanForm(form({ budget: ' ' }), TODAY).budget).toBe('required');
    for (const bad of ['0', '0,99', '10000,01', 'beaucoup', '-5', '12,345']) expect(validatePlanForm(form({ budget: bad }), TODAY).budget).toBe('budgetInvalid');
    for (const good of ['1', '650,50', '1 200', '10000']) expect(validatePlanForm(form({ budget: good }), TODAY).budget).toBeUndefined();
  });

  it('limits the note to 1 000 characters', () => {
    expect(validatePlanForm(form({ note: 'x'.repeat(1001) }), TODAY).note).toBe('noteTooLong');
  });

  it('reads euros the French way as cents', () => {
    expect(parseBudget('650,50')).toBe(65050);
    expect(parseBudget('1 200 €')).toBe(120000);
    expect(parseBudget('650.5')).toBe(65050);
    expect(parseBudget('6,5,0')).toBeNull();
  });

  it('adds a city once, up to ten', () => {
    expect(addCity([LYON], LYON)).toEqual([LYON]);
    expect(addCity([LYON], NANTES)).toEqual([LYON, NANTES]);
    const ten = Array.from({ length: 10 }, (_, i) => ({ ...LYON, id: i + 1 }));
    expect(addCity(ten, NANTES)).toHaveLength(10);
  });

  it('knows a leap day two years later', () => {
    expect(yearsLater('2028-02-29', 2)).toBe('2030-02-28');
    expect(yearsLater('2026-03-15', 2)).toBe('2028-03-15');
  });

  it('goes from the plan to the form and back', () => {
    const plan = makePlan({ move_date: '2026-09-01', budget_max_cents: 65050, note: 'Près du tram' });
    const filled = formFromPlan(plan);
    expect(filled).toEqual({ moveDate: '2026-09-01', cities: [LYON], budget: '650,50', note: 'Près du tram' });
    expect(formFromPlan(makePlan({ budget_max_cents: 45000 })).budget).toBe('450');
    expect(planBody({ ...filled, note: '  ' })).toEqual({ move_date: '2026-09-01', city_ids: [LYON.id], budget_max_cents: 65050, note: null });
  });

  it('writes the cities and the budget (rounded up) into the search, lowering a minimum above it', () => {
    expect(searchChanges(form({ cities: [LYON, NANTES], budget: '650,50' }), { per_room_budget_min: 200 })).toEqual({
      city_searches: [
        { type: 'city', geoname: LYON },
        { type: 'city', geoname: NANTES },
      ],
      per_room_budget_max: 651,
    });
    expect(searchChanges(form({ budget: '300' }), { per_room_budget_min: 400 }).per_room_budget_min).toBe(0);
    expect(searchChanges(form(), null)).not.toHaveProperty('per_room_budget_min');
  });

  it('tells a plan pre-filled from the tenancy from an empty or a saved one', () => {
    expect(isPrefilled(makePlan())).toBe(true);
    expect(isPrefilled(makePlan({ city_ids: [], cities: [], budget_max_cents: null }))).toBe(false);
    expect(isPrefilled(makePlan({ updated_at: '2026-03-01T10:00:00.000Z' }))).toBe(false);
  });
});
