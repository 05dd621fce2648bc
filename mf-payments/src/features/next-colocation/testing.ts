// Test data of « ma prochaine colocation » (imported by tests only).
import type { NextColocationPlan } from '@coloc/shared';

export const LYON = { id: 2996944, name: 'Lyon', country_id: 6, admin1_code: '84', admin1_name: 'Auvergne-Rhône-Alpes', admin2_code: '69', admin2_name: 'Rhône', lat: 45.75, lng: 4.85 };
export const NANTES = { id: 2990969, name: 'Nantes', country_id: 6, admin1_code: '52', admin1_name: 'Pays de la Loire', admin2_code: '44', admin2_name: 'Loire-Atlantique', lat: 47.2, lng: -1.55 };

export function makePlan(extra: Partial<NextColocationPlan> = {}): NextColocationPlan {
  return { move_date: null, city_ids: [LYON.id], cities: [LYON], budget_max_cents: 45000, note: null, updated_at: null, ...extra };
}

/** A saved search in Lyon (the same Lyon). */
export { makeSearch } from '@coloc/shared/testing';
