// Test double for the API: replaces global.fetch, routes "METHOD /api/path" to handlers and keeps
// every request so a test can read what was sent.
export type Handler = (request: Request) => Response | Promise<Response>;

export function json(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export interface ApiMock {
  fetch: jest.Mock;
  /** Requests received, in order, already cloned so their bodies can be read. */
  requests: Request[];
  /** Parsed JSON body of the last request to `METHOD /api/path`. */
  lastBody: (route: string) => Promise<unknown>;
}

export function mockApi(routes: Record<string, Handler>): ApiMock {
  const requests: Request[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request.clone());
    const url = new URL(request.url);
    const handler = routes[`${request.method} ${url.pathname}`];
    if (!handler) return json(404, { error: `Route inconnue du test : ${request.method} ${url.pathname}` });
    return handler(request);
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return {
    fetch: fetchMock,
    requests,
    lastBody: async (route) => {
      const [method, path] = route.split(' ');
      const found = [...requests].reverse().find((r) => r.method === method && new URL(r.url).pathname === path);
      if (!found) throw new Error(`Aucune requête ${route}`);
      return found.clone().json();
    },
  };
}
