import { SEARCH_FLAGS, SEARCH_LIMITS } from '@coloc/contract/searches/limits';
import { SEARCHES_ROUTES as ROUTES } from '@coloc/contract/searches/routes';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { nowIso, type Db } from '../../db';
import type { SearchRow } from '../../db/types';
import { contractRoute } from '../../lib/contract-route';
import { forbidden, notFound } from '../../lib/errors';
import { fieldErrorHandler, type FieldTexts } from '../../lib/field-validation';
import { toSearchObject } from './serialize';
import { insertSearch, SEARCH_MESSAGES, searchChanges } from './store';
export { toSearchObject } from './serialize';
export { SEARCH_MESSAGES, resolveCitySearches } from './store';

const FLAG_LABELS: Record<(typeof SEARCH_FLAGS)[number], string> = {
  children: 'enfants',
  pets: 'animaux',
  smoking: 'fumeurs',
  private_bathroom: 'salle de bain privative',
  private_toilets: 'toilettes privatives',
  ecoloc: 'écologie au quotidien',
  handicap_friendly: 'accessible aux personnes handicapées',
  pay_by_service: 'logement contre services',
  has_home: 'avec logement',
};

// fr-FR groups thousands with U+202F; plain spaces like the other messages.
const BUDGET_INVALID = `Le budget par chambre doit être un nombre entier entre 0 et ${SEARCH_LIMITS.maxBudget.toLocaleString('fr-FR').replace(/\s/g, ' ')} €.`;
const AGE_INVALID = `L'âge doit être un nombre entier entre 0 et ${SEARCH_LIMITS.maxAge} ans.`;
const CITY_INVALID = 'La ville est invalide.';
const SITUATION_INVALID = 'La situation recherchée doit être seul, en couple, en famille ou en groupe.';

const SEARCH_FIELD_TEXTS: FieldTexts = {
  city_searches: {
    invalid: (error) =>
      error.keyword === 'maxItems' ? `Vous pouvez choisir au plus ${SEARCH_LIMITS.maxCities} villes.` : 'La liste des villes est invalide.',
  },
  type: { invalid: 'Le type de lieu recherché est invalide.' },
  geoname: { invalid: CITY_INVALID },
  id: { invalid: CITY_INVALID },
  radius: { invalid: `Le rayon de recherche doit être un nombre entier entre 0 et ${SEARCH_LIMITS.maxRadius} km.` },
  country_id: { invalid: SEARCH_MESSAGES.country },
  bedroom_count: {
    invalid: `Le nombre de chambres doit être un nombre entier entre ${SEARCH_LIMITS.minBedrooms} et ${SEARCH_LIMITS.maxBedrooms}.`,
  },
  per_room_budget_min: { invalid: BUDGET_INVALID },
  per_room_budget_max: { invalid: BUDGET_INVALID },
  age_min: { invalid: AGE_INVALID },
  age_max: { invalid: AGE_INVALID },
  situation: { invalid: SITUATION_INVALID },
  situations: { invalid: SITUATION_INVALID },
  gender: { invalid: SEARCH_MESSAGES.gender },
  ...Object.fromEntries(
    SEARCH_FLAGS.map((flag) => [flag, { invalid: `Le critère « ${FLAG_LABELS[flag]} » doit valoir oui (true), non (false) ou sans préférence (null).` }]),
  ),
};

/** The search with this id if it is the caller's: 404 when there is none, 403 when it is someone else's. */
async function ownSearch(db: Db, request: FastifyRequest): Promise<SearchRow> {
  const raw = String((request.params as { id?: unknown }).id ?? '');
  const id = /^\d{1,15}$/.test(raw) ? Number(raw) : null;
  const row = id === null ? undefined : await db.selectFrom('searches').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  if (row.user_id !== request.user!.id) throw forbidden();
  return row;
}

const searchesModule: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const errorHandler = fieldErrorHandler(SEARCH_FIELD_TEXTS);

  app.route({
    ...contractRoute(ROUTES['searches.create'], {
      tags: ['searches'],
      summary: 'Créer sa recherche',
      description:
        "Crée une recherche pour l'utilisateur connecté et en fait sa recherche courante (search_id). Les champs absents prennent les valeurs par défaut : rayon 5 km, pays 6, 1 chambre, budget 0 à 1500 €, âge 0 à 120 ans.",
      security: [{ session: [] }],
    }),
    onRequest: app.requireUser,
    errorHandler,
    handler: async (request, reply) => {
      const changes = await searchChanges(db, request.body);
      const row = await db.transaction().execute((trx) => insertSearch(trx, request.user!.id, changes));
      reply.code(201).header('cache-control', 'no-store');
      return toSearchObject(row);
    },
  });

  app.route({
    ...contractRoute(ROUTES['searches.get'], {
      tags: ['searches'],
      summary: 'Lire sa recherche',
      security: [{ session: [] }],
    }),
    onRequest: app.requireUser,
    handler: async (request, reply) => {
      const row = await ownSearch(db, request);
      reply.header('cache-control', 'no-store');
      return toSearchObject(row);
    },
  });

  app.route({
    ...contractRoute(ROUTES['searches.update'], {
      tags: ['searches'],
      summary: 'Modifier sa recherche',
      description:
        'Mise à jour partielle : seuls les champs envoyés changent. `id`, `budget_user_id`, `budget_connection_url` et `warranty_link` sont ignorés.',
      security: [{ session: [] }],
    }),
    onRequest: app.requireUser,
    // Ownership before the body: someone else's search is a 403 whatever is sent.
    preValidation: async (request) => {
      await ownSearch(db, request);
    },
    errorHandler,
    handler: async (request, reply) => {
      const stored = await ownSearch(db, request);
      const changes = await searchChanges(db, request.body, stored);
      let row = stored;
      if (Object.keys(changes).length > 0) {
        row = await db
          .updateTable('searches')
          .set({ ...changes, updated_at: nowIso() })
          .where('id', '=', stored.id)
          .returningAll()
          .executeTakeFirstOrThrow();
      }
      reply.header('cache-control', 'no-store');
      return toSearchObject(row);
    },
  });
};

export default searchesModule;
