// The visits wire contract lives in @coloc/contract; the module's code reads it from here.
export { VISIT_LIMITS, VISIT_STATUSES, type VisitStatus } from '@coloc/contract/visits/limits';
export {
  AcceptVisitBody,
  AnswerVisitBody,
  ConfirmBody,
  ConfirmQuery,
  ContactRequestIdParams,
  ContactRequestSchema,
  CreateContactRequestBody,
  CreateVisitBody,
  ProposeVisitBody,
  VisitConfirmationSchema,
  VisitIdParams,
  VisitSchema,
  VisitsQuery,
  type ContactRequest as ContactRequestObject,
  type Visit as VisitObject,
  type VisitConfirmation as VisitConfirmationObject,
} from '@coloc/contract/visits/schemas';
