import { BROWSE_LIMITS, BROWSE_PAGE_SIZE } from '@coloc/contract/browse/limits';
import { BROWSE_ROUTES as ROUTES } from '@coloc/contract/browse/routes';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { contractRoute } from '../../lib/contract-route';
import { HttpError } from '../../lib/errors';
import { fieldErrorHandler, type FieldTexts } from '../../lib/field-validation';
import { advertCards, browseAdvertIds } from './listing';
import { cityCounts, findCityBySlug, nearbyCities, topCities } from './places';
import { BROWSE_CACHE } from './schemas';

export { seoPlugin, type SeoOptions } from './seo';

export const BROWSE_MESSAGES = {
  cityNotFound: 'Cette ville est introuvable.',
} as const;

const SLUG_INVALID = `Le nom de la ville doit contenir entre 1 et ${BROWSE_LIMITS.maxSlugLength} caractères.`;
const TEXTS: FieldTexts = {
  city: { invalid: SLUG_INVALID },
  slug: { invalid: SLUG_INVALID },
  radius: { invalid: `Le rayon de recherche doit être un nombre entre 0 et ${BROWSE_LIMITS.maxRadius} km.` },
  budget: { invalid: `Le budget par chambre doit être un nombre entre 0 et ${BROWSE_LIMITS.maxBudget.toLocaleString('fr-FR').replace(/\s/g, ' ')} €.` },
  bedrooms: { invalid: `Le nombre de chambres doit être un entier entre 1 et ${BROWSE_LIMITS.maxBedrooms}.` },
  page: { invalid: `Le numéro de page doit être un entier entre 1 et ${BROWSE_LIMITS.maxPage.toLocaleString('fr-FR').replace(/\s/g, ' ')}.` },
  order: { invalid: 'Le tri doit valoir price-asc, price-desc ou recent.' },
  limit: { invalid: `Le nombre de villes doit être un entier entre 1 et ${BROWSE_LIMITS.maxCityLinks}.` },
};

/**
 * Anonymous browsing (no session needed, none used): published adverts as cards, city pages and
 * the cities to link to. The SEO files (robots.txt, sitemap.xml) are the sibling plugin `seo.ts`,
 * registered outside /api.
 */
const browseModule: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const errorHandler = fieldErrorHandler(TEXTS);

  app.route({
    ...contractRoute(ROUTES['browse.adverts'], {
      tags: ['browse'],
      summary: 'Les annonces publiées, pour tout le monde (12 par page)',
      description:
        "Sans session. Seules les annonces publiées. `city` : slug de la ville (404 « Cette ville est introuvable. » sinon ; une graphie non canonique est acceptée et `city.slug` donne la canonique), `radius` km autour d'elle (5 par défaut). `budget` : au moins une chambre libre dont loyer + charges ≤ budget ; `bedrooms` : au moins autant de chambres libres (et dans le budget). Tris : price-asc (défaut, loyer le plus bas), price-desc, recent (publiées récemment). Une page au-delà de la dernière est vide. `public, max-age=60`.",
    }),
    errorHandler,
    handler: async (request, reply) => {
      const query = request.query;
      let city = null;
      if (query.city !== undefined) {
        const found = await findCityBySlug(db, query.city);
        if (!found) throw new HttpError(404, BROWSE_MESSAGES.cityNotFound);
        city = found.city;
      }
      const { total, ids } = await browseAdvertIds(db, {
        city,
        radiusKm: query.radius,
        budget: query.budget ?? null,
        bedrooms: query.bedrooms ?? null,
        page: query.page,
        order: query.order,
      });
      const items = await advertCards(db, ids);
      reply.header('cache-control', BROWSE_CACHE);
      return { total, page: query.page, per_page: BROWSE_PAGE_SIZE, pages: Math.ceil(total / BROWSE_PAGE_SIZE), city, items };
    },
  });

  app.route({
    ...contractRoute(ROUTES['browse.city'], {
      tags: ['browse'],
      summary: "La page d'une ville : ses chiffres et les villes proches",
      description:
        "Sans session. 404 « Cette ville est introuvable. » pour un slug inconnu. Un slug non canonique qui s'y ramène (« Saint-Etienne », « saint-étienne ») répond 200 avec `city.slug` canonique : au serveur web de rediriger (301). `advert_count` et `room_count` : annonces publiées de la commune et leurs chambres ; `rooms_available` : celles de ces chambres libres aujourd'hui (règle de la page de l'annonce) ; `rent_min` / `rent_max` : leurs loyers hors charges, logements contre services exclus (null sans loyer) ; `nearby` : jusqu'à 8 autres villes à moins de 60 km ayant des annonces, la plus proche d'abord. `public, max-age=60`.",
    }),
    errorHandler,
    handler: async (request, reply) => {
      const found = await findCityBySlug(db, request.params.slug);
      if (!found) throw new HttpError(404, BROWSE_MESSAGES.cityNotFound);
      const [counts, nearby] = await Promise.all([cityCounts(db, found.city.id), nearbyCities(db, found.city)]);
      reply.header('cache-control', BROWSE_CACHE);
      return { city: found.city, ...counts, nearby };
    },
  });

  app.route({
    ...contractRoute(ROUTES['browse.topCities'], {
      tags: ['browse'],
      summary: "Les villes qui ont le plus d'annonces publiées",
      description: "Sans session. Pour les liens de la page d'accueil : `limit` villes (12 par défaut, 50 au plus), la plus fournie d'abord. `public, max-age=60`.",
    }),
    errorHandler,
    handler: async (request, reply) => {
      const cities = await topCities(db, request.query.limit);
      reply.header('cache-control', BROWSE_CACHE);
      return cities;
    },
  });
};

export default browseModule;
