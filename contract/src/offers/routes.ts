// The offers route map. The API registers its route from it; clients read it as types only.
import { Type } from 'typebox';
import { defineRoutes } from '../route-map';
import { OFFERS_ENDPOINTS } from './endpoints';
import { OfferSchema } from './schemas';

export const OFFERS_ROUTES = defineRoutes(OFFERS_ENDPOINTS, {
  'offers.list': { response: { 200: Type.Array(OfferSchema) } },
});
