import { $errorQueue, errorDismissed, call } from '@coloc/shared';
import { HOMES_ENDPOINTS } from '@coloc/contract/homes/endpoints';
import { IMAGES_ENDPOINTS } from '@coloc/contract/images/endpoints';
import { MESSAGING_ENDPOINTS } from '@coloc/contract/messaging/endpoints';
import { json, mockApi } from '../testing/http';

const message = { id: 9, conversation_id: 3, sender_id: 7, body: 'Bonjour', client_id: 'c-1', created_at: '2026-01-01T10:00:00.000Z' };

describe('call: the typed client of the route map', () => {
  afterEach(() => {
    while ($errorQueue.getState().length) errorDismissed();
  });

  it("fills the path, sends the body as JSON and gives the route's answer", async () => {
    const api = mockApi({ 'POST /api/conversations/3/messages': () => json(201, message) });
    const sent = await call(MESSAGING_ENDPOINTS, 'messaging.sendMessage', { id: 3, body: { body: 'Bonjour', client_id: 'c-1' } });
    expect(sent.body).toBe('Bonjour');
    expect(await api.lastBody('POST /api/conversations/3/messages')).toEqual({ body: 'Bonjour', client_id: 'c-1' });
  });

  it('sends the query without its absent fields, and needs no input when the route takes none', async () => {
    const api = mockApi({
      'GET /api/conversations': () => json(200, { conversations: [] }),
      'GET /api/messages/count': () => json(200, { unreaded: 4 }),
    });
    await call(MESSAGING_ENDPOINTS, 'messaging.listConversations', { query: { kind: 'support', home_id: undefined } });
    expect(new URL(api.requests[0]!.url).search).toBe('?kind=support');
    expect((await call(MESSAGING_ENDPOINTS, 'messaging.unreadCount')).unreaded).toBe(4);
  });

  it("encodes path parameters and passes ky's options through (the error hooks still apply)", async () => {
    const api = mockApi({ 'GET /api/messages-for-homes/default/count': () => json(404, { error: 'Aucun logement.' }) });
    await expect(call(MESSAGING_ENDPOINTS, 'messaging.homeUnreadCount', { home_id: 'default' }, { context: { silent: true } })).rejects.toThrow('Aucun logement.');
    expect(api.requests).toHaveLength(1);
    expect($errorQueue.getState()).toEqual([]);
    await expect(call(MESSAGING_ENDPOINTS, 'messaging.homeUnreadCount', { home_id: 'default' })).rejects.toThrow('Aucun logement.');
    expect($errorQueue.getState()).toEqual(['Aucun logement.']);
  });

  it('sends the FormData of a multipart route as it is', async () => {
    const api = mockApi({ 'POST /api/homes/31/images': () => json(200, { id: 5, public_id: 'p', url: '/image/p/640/480' }) });
    const form = new FormData();
    form.append('file', 'x');
    const uploaded = await call(IMAGES_ENDPOINTS, 'images.uploadHomePhoto', { id: 31 }, { body: form });
    expect(uploaded.public_id).toBe('p');
    expect(api.requests[0]!.headers.get('content-type')).toMatch(/^multipart\/form-data/);
  });

  it('is checked by TypeScript: names, path parameters, bodies and answers', () => {
    // Never run: each line must fail to compile (tsc checks the tests).
    const compileOnly = () => {
      // @ts-expect-error unknown route
      void call(MESSAGING_ENDPOINTS, 'messaging.nope');
      // @ts-expect-error a route of another domain than the table's
      void call(MESSAGING_ENDPOINTS, 'homes.update', { id: 3, body: {} });
      // @ts-expect-error a name without its domain's table
      void call('messaging.sendMessage', { id: 3, body: { body: 'x' } });
      // @ts-expect-error the path parameter is missing
      void call(MESSAGING_ENDPOINTS, 'messaging.sendMessage', { body: { body: 'x', client_id: 'c' } });
      // @ts-expect-error the body lacks client_id
      void call(MESSAGING_ENDPOINTS, 'messaging.sendMessage', { id: 3, body: { body: 'x' } });
      // @ts-expect-error a query field of another type
      void call(MESSAGING_ENDPOINTS, 'messaging.listMessages', { id: 3, query: { limit: 'ten' } });
      // @ts-expect-error a route with a JSON body takes no FormData
      void call(HOMES_ENDPOINTS, 'homes.update', { id: 3, body: {} }, { body: new FormData() });
      void call(MESSAGING_ENDPOINTS, 'messaging.markRead', { id: 3, body: { last_read_id: 1 } }).then((result) => {
        // @ts-expect-error the answer is a MarkReadResult
        void result.messages;
      });
    };
    expect(typeof compileOnly).toBe('function');
  });
});
