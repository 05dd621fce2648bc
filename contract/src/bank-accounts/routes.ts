// The bank-account and SCA route map: each endpoint with its schemas. The API registers its routes
// from it; clients read it as types only (RouteInput, RouteResult).
import { defineRoutes } from '../route-map';
import { BANK_ACCOUNTS_ENDPOINTS } from './endpoints';
import {
  BankAccountCreatedSchema,
  BankAccountDeletedSchema,
  BankAccountInputBody,
  BankAccountListSchema,
  BankAccountViewSchema,
  CreateQuery,
  EnrollBody,
  EnrollConfirmedSchema,
  EnrollStartedSchema,
  IdParams,
  ProviderParams,
  ScaReturnBody,
  ScaStatusSchema,
} from './schemas';

export const BANK_ACCOUNTS_ROUTES = defineRoutes(BANK_ACCOUNTS_ENDPOINTS, {
  'bankAccounts.create': { query: CreateQuery, body: BankAccountInputBody, response: { 201: BankAccountCreatedSchema } },
  'bankAccounts.list': { response: { 200: BankAccountListSchema } },
  'bankAccounts.scaReturn': { params: IdParams, body: ScaReturnBody, response: { 200: BankAccountViewSchema } },
  'bankAccounts.delete': { params: IdParams, response: { 204: BankAccountDeletedSchema } },
  'bankAccounts.scaStatus': { response: { 200: ScaStatusSchema } },
  'bankAccounts.enrollSca': { params: ProviderParams, body: EnrollBody, response: { 200: EnrollStartedSchema } },
  'bankAccounts.confirmEnrollSca': { params: ProviderParams, body: ScaReturnBody, response: { 200: EnrollConfirmedSchema } },
});
