// The rentals route map: each endpoint with its schemas. The API registers its routes from it;
// clients read it as types only (RouteInput, RouteResult).
import { Type } from 'typebox';
import { defineRoutes } from '../route-map';
import { RENTALS_ENDPOINTS } from './endpoints';
import { HomeIdParams } from '../homes/schemas';
import { AdvertReportSchema, AnswerContactBody, AnswerContactResultSchema, DiagnosticInputBody, DiagnosticParams, DiagnosticSchema, DocumentPatchBody, HomeDocumentSchema, IdParams, LeaseInputBody, LeaseSchema, ManagementOverviewSchema, MyColocationSchema, ReceivedRequestsSchema, RentPaymentInputBody, RentPaymentSchema, ReportQuery, TenancyInputBody, TenancySchema, TenancyUpdateBody } from './schemas';

export const RENTALS_ROUTES = defineRoutes(RENTALS_ENDPOINTS, {
  'rentals.management': { params: HomeIdParams, response: { 200: ManagementOverviewSchema } },
  'rentals.createTenancy': { params: HomeIdParams, body: TenancyInputBody, response: { 201: TenancySchema } },
  'rentals.updateTenancy': { params: IdParams, body: TenancyUpdateBody, response: { 200: TenancySchema } },
  'rentals.deleteTenancy': { params: IdParams, response: { 204: Type.Null() } },
  'rentals.saveRentPayment': { params: IdParams, body: RentPaymentInputBody, response: { 200: RentPaymentSchema } },
  'rentals.diagnostics': { params: HomeIdParams, response: { 200: Type.Array(DiagnosticSchema) } },
  'rentals.saveDiagnostic': { params: DiagnosticParams, body: DiagnosticInputBody, response: { 200: DiagnosticSchema } },
  'rentals.deleteDiagnostic': { params: DiagnosticParams, response: { 204: Type.Null() } },
  'rentals.documents': { params: HomeIdParams, response: { 200: Type.Array(HomeDocumentSchema) } },
  'rentals.uploadDocument': { params: HomeIdParams, response: { 201: HomeDocumentSchema } },
  'rentals.downloadDocument': { params: IdParams, response: { 200: Type.Unknown({ description: 'Le fichier, en pièce jointe' }) } },
  'rentals.updateDocument': { params: IdParams, body: DocumentPatchBody, response: { 200: HomeDocumentSchema } },
  'rentals.deleteDocument': { params: IdParams, response: { 204: Type.Null() } },
  'rentals.requests': { params: HomeIdParams, response: { 200: ReceivedRequestsSchema } },
  'rentals.answerContact': { params: IdParams, body: AnswerContactBody, response: { 200: AnswerContactResultSchema } },
  'rentals.declineContact': { params: IdParams, response: { 204: Type.Null() } },
  'rentals.homeLeases': { params: HomeIdParams, response: { 200: Type.Array(LeaseSchema) } },
  'rentals.createLease': { params: HomeIdParams, body: LeaseInputBody, response: { 201: LeaseSchema } },
  'rentals.sendLease': { params: IdParams, response: { 200: LeaseSchema } },
  'rentals.acceptLease': { params: IdParams, response: { 200: LeaseSchema } },
  'rentals.cancelLease': { params: IdParams, response: { 200: LeaseSchema } },
  'rentals.leasePdf': { params: IdParams, response: { 200: Type.Unknown({ description: 'Le contrat (application/pdf), en pièce jointe' }) } },
  'rentals.myLeases': { response: { 200: Type.Array(LeaseSchema) } },
  'rentals.reports': { params: HomeIdParams, query: ReportQuery, response: { 200: AdvertReportSchema } },
  'rentals.myColocation': { response: { 200: MyColocationSchema } },
});
