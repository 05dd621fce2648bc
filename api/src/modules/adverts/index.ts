import { ADVERTS_ROUTES as ROUTES } from '@coloc/contract/adverts/routes';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { toBool } from '../../db';
import { HttpError } from '../../lib/errors';
import { fieldErrorHandler, type FieldTexts } from '../../lib/field-validation';
import { homeAccess } from '../homes';
import { contractRoute } from '../../lib/contract-route';
import { matchDeps } from '../matching';
import { isModerator } from '../moderation';
import { buildPublicAdvert } from './advert';
import { isInternalRender, recordAdvertView } from './views';
export { advertTitle, isRoomAvailable, optionText, orderedPhotoIds, rentRange } from './advert';
export { districtOf } from './place';

export const ADVERT_MESSAGES = {
  notFound: "Cette annonce n'existe pas ou n'est plus en ligne.",
} as const;

const TEXTS: FieldTexts = {
  home_id: { invalid: "L'identifiant de l'annonce est invalide." },
  preview: { invalid: "Le paramètre preview doit valoir 1 ou 0." },
};

/** Anonymous answers are the same for everyone: a shared cache may keep them a minute. */
const ANONYMOUS_CACHE = 'public, max-age=60';

/**
 * GET /api/adverts/{home_id}: the public advert of a published home, for anyone. With ?preview=1
 * the home's landlords and the moderators also read it unpublished. Each read by someone other
 * than a landlord, without preview, counts as a view of the day.
 */
const advertsModule: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const deps = matchDeps(db);

  app.route({
    ...contractRoute(ROUTES['adverts.get'], {
      tags: ['adverts'],
      summary: "L'annonce publique d'un logement",
      description:
        "Sans session. Seules les annonces publiées (404 « Cette annonce n'existe pas ou n'est plus en ligne. » sinon), sauf `?preview=1` pour les gestionnaires du logement et les modérateurs (`preview: true`). Jamais l'adresse : la ville et l'arrondissement. Pour un colocataire connecté : l'affinité avec le logement et avec chaque colocataire. Réponse `no-store` avec une session, `public, max-age=60` sans.",
    }),
    errorHandler: fieldErrorHandler(TEXTS),
    handler: async (request, reply) => {
      const user = request.user;
      const home = await db.selectFrom('homes').selectAll().where('id', '=', request.params.home_id).executeTakeFirst();
      if (!home) throw new HttpError(404, ADVERT_MESSAGES.notFound);
      const landlord = user ? (await homeAccess(db, user, home)).landlord : false;
      const published = toBool(home.published);
      const wantsPreview = request.query.preview === '1' || request.query.preview === 'true';
      const mayPreview = wantsPreview && (landlord || isModerator(user));
      if (!published && !mayPreview) throw new HttpError(404, ADVERT_MESSAGES.notFound);

      const advert = await buildPublicAdvert(deps, home, { user, landlord }, { preview: !published });
      if (!landlord && !wantsPreview && !isInternalRender(request)) {
        // A lost view must not cost the visitor the page.
        await recordAdvertView(db, request, home.id).catch((error: unknown) => request.log.warn({ err: error, home: home.id }, 'advert view not recorded'));
      }
      // Signed-in answers carry personal scores; anonymous ones do not depend on the cookie.
      reply.header('cache-control', user ? 'no-store' : ANONYMOUS_CACHE).header('vary', 'Cookie');
      return advert;
    },
  });
};

export default advertsModule;
