import { RENTALS_ROUTES as ROUTES } from '@coloc/contract/rentals/routes';
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../../db';
import { nowIso } from '../../db';
import { fieldErrorHandler } from '../../lib/field-validation';
import { contractRoute } from '../../lib/contract-route';
import { landlordHome } from './access';
import { addDays, parisDate } from '../../lib/dates';
import { DOC_LANDLORD as DOC, RENTAL_FIELD_TEXTS } from './field-texts';
import type { AdvertReportObject } from '@coloc/contract/rentals/schemas';

export type ReportMetric = 'views' | 'contacts' | 'matches';

/** One event to count: the Paris day it happened (or a timestamp), and how many. */
export interface ReportEvent {
  metric: ReportMetric;
  /** YYYY-MM-DD, or an ISO timestamp bucketed to its day in Paris. */
  at: string;
  count?: number;
}

/**
 * The daily series from `today - days + 1` to `today`, every day present (zeros included).
 * Bucketing is done here rather than in SQL so that SQLite and PostgreSQL give the same days.
 */
export function buildReport(homeId: number, days: number, today: string, events: readonly ReportEvent[]): AdvertReportObject {
  const first = addDays(today, -(days - 1));
  const series = Array.from({ length: days }, (_, index) => ({ day: addDays(first, index), views: 0, contacts: 0, matches: 0 }));
  const byDay = new Map(series.map((point) => [point.day, point]));
  for (const event of events) {
    const day = event.at.length === 10 ? event.at : parisDate(event.at);
    const point = byDay.get(day);
    if (point) point[event.metric] += event.count ?? 1;
  }
  const totals = { views: 0, contacts: 0, matches: 0 };
  for (const point of series) {
    totals.views += point.views;
    totals.contacts += point.contacts;
    totals.matches += point.matches;
  }
  return { home_id: homeId, days, series, totals };
}

/**
 * What happened to the advert since `since` (a timestamp a day before the first day, so that
 * Paris days starting before midnight UTC are complete): views, contacts (contact requests about
 * the home and conversations opened about it, except those opened to answer a request), matches
 * (seekers liking the home, and the landlords' likes of profiles for it).
 */
export async function reportEvents(db: Db, homeId: number, firstDay: string): Promise<ReportEvent[]> {
  const since = nowIso(new Date(`${addDays(firstDay, -1)}T00:00:00Z`));
  const [views, requests, conversations, answers, likes] = await Promise.all([
    db.selectFrom('advert_views').select(['day', 'count']).where('home_id', '=', homeId).where('day', '>=', firstDay).execute(),
    db.selectFrom('contact_requests').select('created_at').where('home_id', '=', homeId).where('created_at', '>=', since).execute(),
    db.selectFrom('conversations').select(['id', 'created_at']).where('home_id', '=', homeId).where('kind', '=', 'direct').where('created_at', '>=', since).execute(),
    db.selectFrom('contact_requests').select('conversation_id').where('home_id', '=', homeId).where('conversation_id', 'is not', null).execute(),
    db
      .selectFrom('accordances')
      .select('created_at')
      .where('type', '=', 'like')
      .where((eb) => eb.or([eb('target_home_id', '=', homeId), eb('home_id', '=', homeId)]))
      .where('created_at', '>=', since)
      .execute(),
  ]);
  const answerThreads = new Set(answers.map((a) => a.conversation_id));
  return [
    ...views.map((v) => ({ metric: 'views' as const, at: v.day, count: v.count })),
    ...requests.map((r) => ({ metric: 'contacts' as const, at: r.created_at })),
    ...conversations.filter((c) => !answerThreads.has(c.id)).map((c) => ({ metric: 'contacts' as const, at: c.created_at })),
    ...likes.map((l) => ({ metric: 'matches' as const, at: l.created_at })),
  ];
}

/** Reports: views, contacts and matches of an advert per day (landlords of the home). */
const reportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const errorHandler = fieldErrorHandler(RENTAL_FIELD_TEXTS);

  app.route({
    ...contractRoute(ROUTES['rentals.reports'], {
      ...DOC,
      summary: "Statistiques de l'annonce jour par jour : vues, contacts, mises en relation",
      description:
        "Sur 30, 90 ou 365 jours jusqu'à aujourd'hui (jours de Paris), zéros compris. Contacts : demandes de contact et conversations ouvertes au sujet du logement (hors réponses à une demande). Mises en relation : « j'aime » des colocataires pour le logement et des bailleurs pour des profils, pour ce logement.",
    }),
    onRequest: app.requireUser,
    errorHandler,
    handler: async (request, reply) => {
      const home = await landlordHome(db, request.user!, request.params.id);
      const days = request.query.days ?? 30;
      const today = parisDate();
      const events = await reportEvents(db, home.id, addDays(today, -(days - 1)));
      reply.header('cache-control', 'no-store');
      return buildReport(home.id, days, today, events);
    },
  });
};

export default reportRoutes;
