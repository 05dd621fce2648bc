// The visits and contact-requests route map: each endpoint with its schemas.
import { defineRoutes } from '../route-map';
import { VISITS_ENDPOINTS } from './endpoints';
import {
  AcceptVisitBody,
  AnswerVisitBody,
  ConfirmBody,
  ConfirmQuery,
  ContactRequestIdParams,
  ContactRequestListSchema,
  ContactRequestSchema,
  CreateContactRequestBody,
  CreateVisitBody,
  ProposeVisitBody,
  VisitConfirmationSchema,
  VisitIdParams,
  VisitListSchema,
  VisitSchema,
  VisitsQuery,
} from './schemas';

export const VISITS_ROUTES = defineRoutes(VISITS_ENDPOINTS, {
  'visits.request': { body: CreateVisitBody, response: { 201: VisitSchema } },
  'visits.list': { query: VisitsQuery, response: { 200: VisitListSchema } },
  'visits.accept': { params: VisitIdParams, body: AcceptVisitBody, response: { 200: VisitSchema } },
  'visits.propose': { params: VisitIdParams, body: ProposeVisitBody, response: { 200: VisitSchema } },
  'visits.decline': { params: VisitIdParams, body: AnswerVisitBody, response: { 200: VisitSchema } },
  'visits.cancel': { params: VisitIdParams, body: AnswerVisitBody, response: { 200: VisitSchema } },
  'visits.confirm': { params: VisitIdParams, response: { 200: VisitSchema } },
  'visits.confirmationByToken': { query: ConfirmQuery, response: { 200: VisitConfirmationSchema } },
  'visits.confirmByToken': { body: ConfirmBody, response: { 200: VisitConfirmationSchema } },
  'contactRequests.send': { body: CreateContactRequestBody, response: { 201: ContactRequestSchema } },
  'contactRequests.list': { response: { 200: ContactRequestListSchema } },
  'contactRequests.markRead': { params: ContactRequestIdParams, response: { 200: ContactRequestSchema } },
});
