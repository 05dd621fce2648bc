import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../../db';
import { errorResponses } from '../../lib/schemas';
import { fieldErrorHandler, type FieldTexts } from '../../lib/field-validation';
import { matchIndexFor } from './match-index';
import { MATCH_LIMITS, PairScoreAnswerSchema, PairScoreParams, HomesQuery, MatchCriteriaBody, MatchHomesAnswerSchema, MatchHomeUsersAnswerSchema, MatchUsersAnswerSchema, ProfilesQuery } from './schemas';
import { countForHome, countUsersForSavedSearch, matchHomes, matchHomeUsers, matchUsers, NO_MANDATE_STATUS, pairWith } from './service';
import type { MatchDeps } from './hits';
export { storedCities, type ResolvedCriteria } from './criteria';
export { homeInCircles, type HomeEntry, type PersonEntry } from './engine/entries';
export { KM_PER_DEGREE, circle, type Circle } from './engine/geo';
export { hiddenFields } from './engine/profile';
export { findHomes, homeFitter } from './find';
export { homeExplainer, homeScore, homeScoreExplained, nameInitial, peerScorer, type HomeContext, type MatchDeps } from './hits';
export { matchIndexFor, type MatchIndex } from './match-index';
export { homeContextOf, viewerOf } from './service';
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
const HomeIdParams = Type.Object({
  home_id: Type.String({ pattern: '^(default|[1-9][0-9]{0,14})$', description: 'Identifiant du logement ou « default »' }),
});
const IdParams = Type.Object({
  id: Type.String({ pattern: '^(default|[1-9][0-9]{0,14})$', description: 'Identifiant du logement ou « default »' }),
});

const matchingModule: FastifyPluginAsyncTypebox = async (app) => {
  const deps = matchDeps(app.db);
  const errorHandler = fieldErrorHandler(CRITERIA_TEXTS);
  // Loaded in the background at start-up, so that the first match call does not wait for it.
  app.addHook('onReady', async () => {
    deps.index.ready(app.db).catch((error: unknown) => app.log.warn({ err: error }, 'match index not loaded at start-up; it will be on first use'));
  });

  app.post(
    '/match/user-match-homes-v4',
    {
      onRequest: app.requireUser,
      errorHandler,
      schema: {
        ...DOC,
        summary: 'Logements compatibles avec des critères',
        description: `${CRITERIA_DOC} Tris : price-asc (défaut, loyer + charges de la chambre la moins chère dans le budget), price-desc, score (meilleure affinité), recent, available (disponible le plus tôt). Seuls les logements publiés ; jamais ceux de l'utilisateur ni ceux qu'il a écartés.`,
        querystring: HomesQuery,
        body: MatchCriteriaBody,
        response: { 200: MatchHomesAnswerSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return matchHomes(deps, request.user!, request.body, request.query, request.query.sort);
    },
  );

  app.post(
    '/match/user-match-users-v4',
    {
      onRequest: app.requireUser,
      errorHandler,
      schema: {
        ...DOC,
        summary: 'Profils compatibles avec des critères',
        description: `${CRITERIA_DOC} Tris : 5 (défaut, meilleure affinité), 1 inscrits récemment, 2 budget le plus élevé, 3 les plus jeunes, 4 les plus âgés (âges partagés seulement). Seuls les colocataires inscrits jusqu'au bout ; jamais l'utilisateur ni les profils qu'il a écartés. HitsCount est toujours calculé.`,
        querystring: ProfilesQuery,
        body: MatchCriteriaBody,
        response: { 200: MatchUsersAnswerSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return matchUsers(deps, request.user!, request.body, request.query, request.query.sort);
    },
  );

  app.post(
    '/match/home-match-users-v4/:home_id',
    {
      onRequest: app.requireUser,
      errorHandler,
      schema: {
        ...DOC,
        summary: "Profils compatibles avec un logement d'un professionnel",
        description: `Pour le propriétaire du logement (403 sinon). Critères par défaut : la ville du logement, les loyers + charges de ses chambres, son nombre de chambres ; le corps peut les préciser (sans religion ni alimentation). 424 « incomplete… » quand l'annonce est incomplète (étape < 3). ${CRITERIA_DOC}`,
        params: HomeIdParams,
        querystring: ProfilesQuery,
        body: MatchCriteriaBody,
        response: { 200: MatchHomeUsersAnswerSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return matchHomeUsers(deps, request.user!, request.params.home_id, request.body, request.query, request.query.sort);
    },
  );

  app.get(
    '/match/users/:user_id/score',
    {
      onRequest: app.requireUser,
      errorHandler: fieldErrorHandler({ user_id: { invalid: "L'identifiant du profil est invalide." } }),
      schema: {
        ...DOC,
        summary: "Affinité expliquée avec une personne (sa page de profil)",
        description:
          "Le score (null : « Pas assez d'informations pour calculer l'affinité »), ses raisons et ses points de vigilance, calculés sur les seules réponses partagées ; et si l'utilisateur a mis ce profil en favori ou l'a écarté. 404 pour un compte inconnu ou professionnel, 400 pour soi-même.",
        params: PairScoreParams,
        response: { 200: PairScoreAnswerSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return pairWith(deps, request.user!, request.params.user_id);
    },
  );

  app.get(
    '/match/user-match-users',
    {
      onRequest: app.requireUser,
      schema: {
        ...DOC,
        summary: 'Nombre de profils compatibles avec la recherche enregistrée',
        description: "Pour le badge « Mon matching ». 0 sans recherche ou sans ville.",
        querystring: Type.Object({ count: Type.Optional(Type.String()) }),
        response: { 200: Type.Object({ HitsCount: Type.Integer() }), ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { HitsCount: await countUsersForSavedSearch(deps, request.user!) };
    },
  );

  app.get(
    '/homes/:id/nb-matching-v4',
    {
      onRequest: app.requireUser,
      schema: {
        ...DOC,
        summary: "Nombre de profils compatibles avec un logement d'un professionnel",
        description: `Mêmes critères par défaut que home-match-users-v4. Pour un logement sous mandat non encore signé (offre « mandate », mandat pas « complete »), erreur ${NO_MANDATE_STATUS} dont le texte a trois lignes : « no_mandate », une phrase en français, puis le nombre.`,
        params: IdParams,
        response: { 200: Type.Integer({ description: 'Nombre de profils' }), ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return countForHome(deps, request.user!, request.params.id);
    },
  );
};

export default matchingModule;
