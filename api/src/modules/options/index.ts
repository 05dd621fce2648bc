import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../lib/schemas';
import { optionCatalogue } from './catalogue';

export { countryName, countryIdFromCode, countryCodeFromId, FRANCE_ID, isOptionId, optionIds, OVERSEAS, OVERSEAS_GROUP_ID } from './catalogue';
export type { Option } from './catalogue';
export { optionCatalogue } from './catalogue';

// Two explicit levels (country groups); deeper children are not used.
const LeafOption = Type.Object({ id: Type.Integer(), text: Type.String(), children: Type.Array(Type.Unknown()) });
const OptionSchema = Type.Object({ id: Type.Integer(), text: Type.String(), children: Type.Array(LeafOption) });

const optionsModule: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/options',
    {
      schema: {
        tags: ['options'],
        summary: 'Toutes les listes de choix, par nom de champ',
        description:
          "Les identifiants sont stables. Pays : 6 = « France métropolitaine », 0 = groupe « France d'outre-mer » dont les enfants sont les douze territoires ultramarins.",
        response: { 200: Type.Record(Type.String(), Type.Array(OptionSchema)), ...errorResponses },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return optionCatalogue();
    },
  );
};

export default optionsModule;
