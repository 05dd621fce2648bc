import { OPTIONS_ROUTES as ROUTES } from '@coloc/contract/options/routes';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { contractRoute } from '../../lib/contract-route';
import { optionCatalogue } from './catalogue';

export { countryName, countryIdFromCode, countryCodeFromId, FRANCE_ID, isOptionId, optionIds, OVERSEAS, OVERSEAS_GROUP_ID } from './catalogue';
export type { Option } from './catalogue';
export { optionCatalogue } from './catalogue';

const optionsModule: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...contractRoute(ROUTES['options.list'], {
      tags: ['options'],
      summary: 'Toutes les listes de choix, par nom de champ',
      description:
        "Les identifiants sont stables. Pays : 6 = « France métropolitaine », 0 = groupe « France d'outre-mer » dont les enfants sont les douze territoires ultramarins.",
    }),
    handler: async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return optionCatalogue();
    },
  });
};

export default optionsModule;
