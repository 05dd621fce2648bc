import { MATCH_LIMITS } from '@coloc/contract/matching/limits';
import { MATCHING_ROUTES as ROUTES } from '@coloc/contract/matching/routes';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../../db';
import { contractRoute } from '../../lib/contract-route';
import { fieldErrorHandler, type FieldTexts } from '../../lib/field-validation';
import { matchIndexFor } from './match-index';
import { countForHome, countUsersForSavedSearch, matchHomes, matchHomeUsers, matchUsers, NO_MANDATE_STATUS, pairWith } from './service';
import type { MatchDeps } from './hits';
export { storedCities, type ResolvedCriteria } from './criteria';
export { homeInCircles, type HomeEntry, type PersonEntry } from './engine/entries';
export { KM_PER_DEGREE, circle, type Circle } from './engine/geo';
export { hiddenFields } from './engine/profile';
export { findHomes, homeFitter } from './find';
export { homeExplainer, homeScore, homeScoreExplained, nameInitial, peerScorer, type HomeContext, type MatchDeps } from './hits';
export { matchIndexFor, type MatchIndex } from './match-index';
export { homeContextOf, matchHomeUsers, matchUsers, viewerOf } from './service';
export { applyAccordance, countLikes, listTargets, type AccordanceType } from './accordances-store';
export { buildHomeHits, buildUserHits, homeScoreTotal, traitsOf } from './hits';

/** The database and its match index (one per database handle: one per app; tests build many apps). */
export function matchDeps(db: Db): MatchDeps {
  return { db, index: matchIndexFor(db) };
}

const BUDGET_INVALID = `Le budget par chambre doit être un nombre entre 0 et ${MATCH_LIMITS.maxBudget.toLocaleString('fr-FR').replace(/\s/g, ' ')} €.`;
const AGE_INVALID = `L'âge doit être un nombre entier entre 0 et ${MATCH_LIMITS.maxAge} ans.`;
const CITY_INVALID = 'La ville est invalide.';
const FLAG_INVALID = 'Chaque critère oui / non doit valoir oui (true), non (false) ou sans préférence (null).';
const SITUATION_INVALID = 'La situation recherchée doit être seul, en couple, en famille ou en groupe.';

const CRITERIA_TEXTS: FieldTexts = {
  search_id: { invalid: "L'identifiant de la recherche est invalide." },
  home_id: { invalid: "L'identifiant du logement est invalide." },
  city_searches: {
    invalid: (error) => (error.keyword === 'maxItems' ? `Vous pouvez choisir au plus ${MATCH_LIMITS.maxCities} villes.` : 'La liste des villes est invalide.'),
  },
  geoname: { invalid: CITY_INVALID },
  id: { invalid: CITY_INVALID },
  type: { invalid: 'Le type de lieu recherché est invalide.' },
  radius: { invalid: `Le rayon de recherche doit être un nombre entre 0 et ${MATCH_LIMITS.maxRadius} km.` },
  bedroom_count: { invalid: `Le nombre de chambres doit être un nombre entier entre ${MATCH_LIMITS.minBedrooms} et ${MATCH_LIMITS.maxBedrooms}.` },
  budget_per_room_min: { invalid: BUDGET_INVALID },
  budget_per_room_max: { invalid: BUDGET_INVALID },
  age_min: { invalid: AGE_INVALID },
  age_max: { invalid: AGE_INVALID },
  situation: { invalid: SITUATION_INVALID },
  situations: { invalid: SITUATION_INVALID },
  gender: { invalid: 'Le genre recherché est invalide.' },
  ...Object.fromEntries(
    ['private_bathroom', 'private_toilets', 'children', 'pets', 'smoking', 'ecoloc', 'handicap_friendly', 'pay_by_service', 'has_home'].map((flag) => [flag, { invalid: FLAG_INVALID }]),
  ),
  filters: { invalid: 'Les filtres de profil sont invalides.' },
  from: { invalid: 'Le début de la page (from) doit être un nombre entier positif.' },
  to: { invalid: 'La fin de la page (to) doit être un nombre entier positif.' },
  sort: { invalid: 'Ce tri est inconnu.' },
};

const DOC = { tags: ['matching'], security: [{ session: [] }] };
const CRITERIA_DOC =
  'Critères (MatchCriteria) : les champs absents viennent de la recherche enregistrée `search_id`, puis des valeurs par défaut (rayon 5 km, budget 0 à 1500 €, âge 0 à 120 ans, 1 chambre). Sans ville (recherche enregistrée sans ville comprise), la réponse est vide. Pages : `from` (0) et `to` exclu, 12 par défaut, 60 au plus.';

const matchingModule: FastifyPluginAsyncTypebox = async (app) => {
  const deps = matchDeps(app.db);
  const errorHandler = fieldErrorHandler(CRITERIA_TEXTS);
  // Loaded in the background at start-up, so that the first match call does not wait for it.
  app.addHook('onReady', async () => {
    deps.index.ready(app.db).catch((error: unknown) => app.log.warn({ err: error }, 'match index not loaded at start-up; it will be on first use'));
  });

  app.route({
    ...contractRoute(ROUTES['matching.homesForUser'], {
      ...DOC,
      summary: 'Logements compatibles avec des critères',
      description: `${CRITERIA_DOC} Tris : price-asc (défaut, loyer + charges de la chambre la moins chère dans le budget), price-desc, score (meilleure affinité), recent, available (disponible le plus tôt). Seuls les logements publiés ; jamais ceux de l'utilisateur ni ceux qu'il a écartés.`,
    }),
    onRequest: app.requireUser,
    errorHandler,
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return matchHomes(deps, request.user!, request.body, request.query, request.query.sort);
    },
  });

  app.route({
    ...contractRoute(ROUTES['matching.usersForUser'], {
      ...DOC,
      summary: 'Profils compatibles avec des critères',
      description: `${CRITERIA_DOC} Tris : 5 (défaut, meilleure affinité), 1 inscrits récemment, 2 budget le plus élevé, 3 les plus jeunes, 4 les plus âgés (âges partagés seulement). Seuls les colocataires inscrits jusqu'au bout ; jamais l'utilisateur ni les profils qu'il a écartés. HitsCount est toujours calculé.`,
    }),
    onRequest: app.requireUser,
    errorHandler,
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return matchUsers(deps, request.user!, request.body, request.query, request.query.sort);
    },
  });

  app.route({
    ...contractRoute(ROUTES['matching.usersForHome'], {
      ...DOC,
      summary: "Profils compatibles avec un logement d'un professionnel",
      description: `Pour le propriétaire du logement (403 sinon). Critères par défaut : la ville du logement, les loyers + charges de ses chambres, son nombre de chambres ; le corps peut les préciser (sans religion ni alimentation). 424 « incomplete… » quand l'annonce est incomplète (étape < 3). ${CRITERIA_DOC}`,
    }),
    onRequest: app.requireUser,
    errorHandler,
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return matchHomeUsers(deps, request.user!, request.params.home_id, request.body, request.query, request.query.sort);
    },
  });

  app.route({
    ...contractRoute(ROUTES['matching.pairScore'], {
      ...DOC,
      summary: "Affinité expliquée avec une personne (sa page de profil)",
      description:
        "Le score (null : « Pas assez d'informations pour calculer l'affinité »), ses raisons et ses points de vigilance, calculés sur les seules réponses partagées ; et si l'utilisateur a mis ce profil en favori ou l'a écarté. 404 pour un compte inconnu ou professionnel, 400 pour soi-même.",
    }),
    onRequest: app.requireUser,
    errorHandler: fieldErrorHandler({ user_id: { invalid: "L'identifiant du profil est invalide." } }),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return pairWith(deps, request.user!, request.params.user_id);
    },
  });

  app.route({
    ...contractRoute(ROUTES['matching.savedSearchCount'], {
      ...DOC,
      summary: 'Nombre de profils compatibles avec la recherche enregistrée',
      description: "Pour le badge « Mon matching ». 0 sans recherche ou sans ville.",
    }),
    onRequest: app.requireUser,
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { HitsCount: await countUsersForSavedSearch(deps, request.user!) };
    },
  });

  app.route({
    ...contractRoute(ROUTES['matching.homeCount'], {
      ...DOC,
      summary: "Nombre de profils compatibles avec un logement d'un professionnel",
      description: `Mêmes critères par défaut que home-match-users-v4. Pour un logement sous mandat non encore signé (offre « mandate », mandat pas « complete »), erreur ${NO_MANDATE_STATUS} dont le texte a trois lignes : « no_mandate », une phrase en français, puis le nombre.`,
    }),
    onRequest: app.requireUser,
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return countForHome(deps, request.user!, request.params.id);
    },
  });
};

export default matchingModule;
