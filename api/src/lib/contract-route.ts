import type { RouteDef } from '@coloc/contract/route-map';
import { errorResponses } from './schemas';

type SchemaOf<R extends RouteDef> = (R extends { readonly params: infer P } ? { params: P } : {}) &
  (R extends { readonly query: infer Q } ? { querystring: Q } : {}) &
  (R extends { readonly body: infer B } ? { body: B } : {}) & { response: R['response'] & typeof errorResponses };

/**
 * Method, URL and schemas of a route of the contract's route map, for
 * `app.route({ ...contractRoute(route, doc), handler })`: what the route takes and answers is
 * written once, in the contract; the module adds its OpenAPI text (`doc`) and the error answers.
 */
export function contractRoute<const R extends RouteDef, const D extends object>(route: R, doc: D): { method: R['method']; url: R['path']; schema: D & SchemaOf<R> } {
  const schema = {
    ...doc,
    ...(route.params ? { params: route.params } : {}),
    ...(route.query ? { querystring: route.query } : {}),
    ...(route.body ? { body: route.body } : {}),
    response: { ...route.response, ...errorResponses },
  };
  return { method: route.method, url: route.path, schema: schema as D & SchemaOf<R> };
}
