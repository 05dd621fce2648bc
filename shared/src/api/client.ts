// The one HTTP client. Its hooks apply SPEC section 8 for every remote.
import ky, { HTTPError, type KyInstance, type Options } from 'ky';
import { navigationRequested, unauthorized } from '../bus/events';
import { matchRoute } from '../routes/match';
import { showError } from '../ui-contracts/model';
import { errorBodyText } from './errors';

/**
 * Per-call context:
 * - `silent`: the caller deals with every error itself: no modal, no redirect.
 * - `handledStatuses`: statuses the caller shows inline (a form's 400, 401, 409, 429); any other
 *   failure still reaches the global error modal.
 * - `userLoad`: the session's own `GET users/myself` (its 401 means "absent", not "expired").
 */
export interface ApiContext {
  silent?: boolean;
  handledStatuses?: readonly number[];
  userLoad?: boolean;
}

/** Statuses a form usually answers inline: validation, wrong credentials, conflict, throttling. */
export const FORM_STATUSES: readonly number[] = [400, 401, 403, 404, 409, 422, 429];

const MATCHING_PAGES = new Set(['DashboardHomeMatching', 'DashboardUserMatching']);

/** SPEC 8: a 424 whose error contains ' not found ' sends to '/', unless already there or on matching pages. */
export function shouldLeaveOnNotFound(status: number, text: string, pathname: string): boolean {
  if (status !== 424 || !text.includes(' not found ')) return false;
  if (pathname === '/') return false;
  return !MATCHING_PAGES.has(matchRoute(pathname).route.name);
}

async function readBody(response: Response): Promise<unknown> {
  try {
    return await response.clone().json();
  } catch {
    return null;
  }
}

export function createApiClient(options: Options = {}): KyInstance {
  return ky.create({
    prefixUrl: '/api',
    credentials: 'include',
    retry: 0,
    timeout: 30_000,
    ...options,
    hooks: {
      beforeError: [
        async (error) => {
          // Callers read `error.message`: make it the server's French text.
          const body = await readBody(error.response);
          error.message = errorBodyText(body, error.response.status);
          const context = (error.options.context ?? {}) as ApiContext;
          const handled = context.silent || context.userLoad || context.handledStatuses?.includes(error.response.status);
          if (!handled) reportHttpError(error);
          return error;
        },
      ],
    },
  });
}

function reportHttpError(error: HTTPError): void {
  const { status } = error.response;
  if (status === 401) {
    unauthorized();
    return;
  }
  showError(error.message);
  if (shouldLeaveOnNotFound(status, error.message, window.location.pathname)) navigationRequested({ to: '/', replace: true });
}

/** The client every call goes through (a live binding): a server renderer points it at the API with `configureServerApi`. */
export let api = createApiClient();

/**
 * On the server there is no page origin to resolve '/api' against: the renderer gives the API's
 * own address (or a `fetch` that answers in process). Server calls never carry a visitor's cookie,
 * so what is rendered holds nothing personal.
 */
export function configureServerApi(options: { prefixUrl: string; fetch?: typeof fetch }): void {
  api = createApiClient({ prefixUrl: options.prefixUrl, credentials: undefined, ...(options.fetch ? { fetch: options.fetch } : {}) });
}
