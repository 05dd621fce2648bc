// Every domain's endpoints in one table, for the typed client (`call` of @coloc/shared/call).
// No TypeBox: a screen that calls the API bundles names, methods and paths only.
import { MESSAGING_ENDPOINTS } from './messaging/endpoints';

export const ENDPOINTS = { ...MESSAGING_ENDPOINTS };
export type RouteName = keyof typeof ENDPOINTS;
