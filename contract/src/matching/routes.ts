// The matching route map: each endpoint with its schemas.
import { defineRoutes } from '../route-map';
import { MATCHING_ENDPOINTS } from './endpoints';
import {
  HomeMatchCountParams,
  HomeMatchCountSchema,
  HomesQuery,
  MatchCriteriaBody,
  MatchHomeParams,
  MatchHomesAnswerSchema,
  MatchHomeUsersAnswerSchema,
  MatchUsersAnswerSchema,
  PairScoreAnswerSchema,
  PairScoreParams,
  ProfilesQuery,
  SavedSearchCountQuery,
  SavedSearchCountSchema,
} from './schemas';

export const MATCHING_ROUTES = defineRoutes(MATCHING_ENDPOINTS, {
  'matching.homesForUser': { query: HomesQuery, body: MatchCriteriaBody, response: { 200: MatchHomesAnswerSchema } },
  'matching.usersForUser': { query: ProfilesQuery, body: MatchCriteriaBody, response: { 200: MatchUsersAnswerSchema } },
  'matching.usersForHome': { params: MatchHomeParams, query: ProfilesQuery, body: MatchCriteriaBody, response: { 200: MatchHomeUsersAnswerSchema } },
  'matching.pairScore': { params: PairScoreParams, response: { 200: PairScoreAnswerSchema } },
  'matching.savedSearchCount': { query: SavedSearchCountQuery, response: { 200: SavedSearchCountSchema } },
  'matching.homeCount': { params: HomeMatchCountParams, response: { 200: HomeMatchCountSchema } },
});
