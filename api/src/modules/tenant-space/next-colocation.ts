import { TENANT_SPACE_ROUTES as ROUTES } from '@coloc/contract/tenant-space/routes';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../../db';
import { nowIso } from '../../db';
import { badRequest } from '../../lib/errors';
import { fieldErrorHandler } from '../../lib/field-validation';
import { contractRoute } from '../../lib/contract-route';
import { addYears, parisDate } from '../../lib/dates';
import { TENANT_SPACE_MESSAGES as M } from './messages';
import { toCents } from './money';
import { normalisePlan, planProblem, PLAN_LIMITS, type PlanInput } from './plan-rules';
import { DOC_TENANT as DOC } from './doc';
import type { NextColocationPlanObject } from '@coloc/contract/tenant-space/schemas';

const PLAN_FIELD_TEXTS = {
  move_date: { invalid: M.moveDateInvalid },
  city_ids: { invalid: M.citiesInvalid, required: M.citiesInvalid },
  budget_max_cents: { invalid: M.budgetInvalid },
  note: { invalid: M.noteTooLong },
};

async function citiesOf(db: Db, ids: readonly number[]): Promise<NextColocationPlanObject['cities']> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('cities')
    .select(['id', 'name', 'country_id', 'admin1_code', 'admin1_name', 'admin2_code', 'admin2_name', 'lat', 'lng'])
    .where('id', 'in', [...ids])
    .execute();
  // In the order the tenant chose them.
  return ids.flatMap((id) => rows.filter((row) => row.id === id));
}

function parseIds(json: string): number[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((id): id is number => Number.isSafeInteger(id)) : [];
  } catch {
    return [];
  }
}

/**
 * What the tenant wrote, else a start drawn from the tenancy they live in: its city, its rent as
 * the budget, and its end date when one is set and still ahead (not saved until they save it).
 */
export async function nextColocationPlan(db: Db, userId: number, today: string): Promise<NextColocationPlanObject> {
  const stored = await db.selectFrom('next_colocation_plans').selectAll().where('user_id', '=', userId).executeTakeFirst();
  if (stored) {
    const ids = parseIds(stored.city_ids);
    return {
      move_date: stored.move_date,
      city_ids: ids,
      cities: await citiesOf(db, ids),
      budget_max_cents: stored.budget_max_cents,
      note: stored.note,
      updated_at: stored.updated_at,
    };
  }
  const tenancies = await db
    .selectFrom('tenancies')
    .innerJoin('homes', 'homes.id', 'tenancies.home_id')
    .select(['tenancies.start_date', 'tenancies.end_date', 'tenancies.rent', 'homes.city_id'])
    .where('tenancies.tenant_user_id', '=', userId)
    .where('tenancies.status', '=', 'active')
    .orderBy('tenancies.start_date')
    .execute();
  const current = tenancies.find((t) => t.start_date <= today) ?? tenancies[0];
  const ids = current?.city_id ? [current.city_id] : [];
  const end = current?.end_date ?? null;
  const budget = current ? Math.min(PLAN_LIMITS.maxBudgetCents, toCents(current.rent)) : null;
  return {
    move_date: end !== null && end >= today && end <= addYears(today, PLAN_LIMITS.yearsAhead) ? end : null,
    city_ids: ids,
    cities: await citiesOf(db, ids),
    budget_max_cents: budget !== null && budget >= PLAN_LIMITS.minBudgetCents ? budget : null,
    note: null,
    updated_at: null,
  };
}

/** Ma prochaine colocation: when, where and for how much the tenant wants to move next. */
const nextColocationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  app.route({
    ...contractRoute(ROUTES['tenantSpace.nextColocation'], {
      ...DOC,
      summary: 'Mon projet de prochaine colocation',
      description:
        "Le projet enregistré ; sinon pré-rempli depuis la location en cours (ville du logement, loyer comme budget, date de fin si elle est fixée), avec updated_at null. Budget en centimes.",
    }),
    onRequest: app.requireUser,
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return nextColocationPlan(db, request.user!.id, parisDate());
    },
  });

  app.route({
    ...contractRoute(ROUTES['tenantSpace.saveNextColocation'], {
      ...DOC,
      summary: 'Enregistrer mon projet de prochaine colocation',
      description:
        "Date de déménagement (ou null) pas dans le passé et dans les deux ans ; jusqu'à 10 villes de GET /api/cities ; budget mensuel maximum de 1 € à 10 000 € (centimes) ou null ; note libre de 1 000 caractères au plus.",
    }),
    onRequest: app.requireUser,
    errorHandler: fieldErrorHandler(PLAN_FIELD_TEXTS),
    handler: async (request, reply) => {
      const userId = request.user!.id;
      const body = request.body;
      const input: PlanInput = normalisePlan({
        move_date: body.move_date,
        city_ids: body.city_ids,
        budget_max_cents: body.budget_max_cents,
        note: body.note ?? null,
      });
      const problem = planProblem(input, parisDate());
      if (problem) throw badRequest(problem);
      if ((await citiesOf(db, input.city_ids)).length !== input.city_ids.length) throw badRequest(M.cityUnknown);
      const values = {
        move_date: input.move_date,
        city_ids: JSON.stringify(input.city_ids),
        budget_max_cents: input.budget_max_cents,
        note: input.note,
        updated_at: nowIso(),
      };
      await db
        .insertInto('next_colocation_plans')
        .values({ user_id: userId, ...values })
        .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
        .execute();
      reply.header('cache-control', 'no-store');
      return nextColocationPlan(db, userId, parisDate());
    },
  });
};

export default nextColocationRoutes;
