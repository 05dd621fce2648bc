// The accordances route map: each endpoint with its schemas.
import { defineRoutes } from '../route-map';
import { ACCORDANCES_ENDPOINTS } from './endpoints';
import {
  AccordanceBody,
  AccordanceHomeParams,
  AccordanceResultSchema,
  AccordanceUserParams,
  ChoicesQuery,
  ChoicesSchema,
  CounterQuery,
  FavoritesAnswerSchema,
  LikedProfilesSchema,
} from './schemas';

export const ACCORDANCES_ROUTES = defineRoutes(ACCORDANCES_ENDPOINTS, {
  'accordances.choose': { params: AccordanceHomeParams, body: AccordanceBody, response: { 200: AccordanceResultSchema } },
  'accordances.likedProfiles': { params: AccordanceHomeParams, query: CounterQuery, response: { 200: LikedProfilesSchema } },
  'accordances.favorites': { query: CounterQuery, response: { 200: FavoritesAnswerSchema } },
  'accordances.userFavorites': { params: AccordanceUserParams, query: ChoicesQuery, response: { 200: ChoicesSchema } },
  'accordances.userDislikes': { params: AccordanceUserParams, query: ChoicesQuery, response: { 200: ChoicesSchema } },
});
