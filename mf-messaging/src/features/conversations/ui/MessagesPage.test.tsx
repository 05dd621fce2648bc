import { chatMessageReceived, messagesRead, signedOut, type Home } from '@coloc/shared';
import { json, makeUser, mockApi, renderAt, signInAs } from '@coloc/shared/testing';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chatReconnected } from '../../../entities/chat/model/chat';
import { FakeWebSocket, installFakeWebSocket } from '../../../entities/chat/testing';
import { makeConversation, makeMessage, makePeer, queryOf, requestsTo } from '../../../entities/conversations/testing';
import MessagesPage from './MessagesPage';

function renderPage(url = '/users/messages') {
  return renderAt(<MessagesPage />, { url, path: '/:user_type/messages' });
}

const lea = makePeer({ user_id: 8, first_name: 'Léa', name_initial: 'D.', online: true });

// Only the date is fixed (two days after the fixtures' messages); timers stay real.
const REAL_TIMERS = ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'clearImmediate', 'nextTick', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'hrtime', 'performance'] as const;
beforeAll(() => jest.useFakeTimers({ now: new Date('2026-03-16T12:00:00'), doNotFake: [...REAL_TIMERS] }));
afterAll(() => jest.useRealTimers());

describe('messages page: the list', () => {
  beforeEach(() => installFakeWebSocket());
  afterEach(() => {
    cleanup();
    signedOut();
  });

  it("lists a seeker's conversations, newest first, with unread marks, presence and the last message", async () => {
    const api = mockApi({
      'GET /api/conversations': () =>
        json(200, {
          conversations: [
            makeConversation(1, { unread: 2, peer: lea }),
            makeConversation(2, { last_message: makeMessage(15, { conversation_id: 2, sender_id: 42, body: 'À demain !' }) }),
          ],
        }),
    });
    signInAs(makeUser());
    renderPage();

    const list = await screen.findByRole('list', { name: 'Vos conversations' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/users/messages?conversation=2', '/users/messages?conversation=1']);
    expect(links[0]).toHaveTextContent('Vous : À demain !');
    expect(links[1]).toHaveAccessibleName(/^Léa D\. ?, en ligne sam\. Message 10 2 messages non lus$/);
    expect(links.some((link) => link.hasAttribute('aria-current'))).toBe(false);
    expect(screen.getByText('Choisissez une conversation')).toBeInTheDocument();
    expect(queryOf(requestsTo(api.requests, 'GET', '/api/conversations')[0]!)).toEqual({ kind: 'direct' });
  });

  it("asks for a professional's inbox of the home_id query, else of their home, and keeps home_id in links", async () => {
    const api = mockApi({ 'GET /api/conversations': () => json(200, { conversations: [makeConversation(1, { home_id: 31, home_title: 'Maison des Lilas' })] }) });
    signInAs(makeUser({ type: 2, home: { id: 12, is_coloc: true } as Home }));
    const { unmount } = renderPage('/proprietaire/messages?home_id=31');
    const link = await screen.findByRole('link', { name: /Paul R\./ });
    expect(link).toHaveAttribute('href', '/proprietaire/messages?home_id=31&conversation=1');
    expect(link).toHaveTextContent('Maison des Lilas');
    expect(queryOf(requestsTo(api.requests, 'GET', '/api/conversations')[0]!)).toEqual({ home_id: '31', kind: 'direct' });
    unmount();

    renderPage('/proprietaire/messages');
    await screen.findByRole('link', { name: /Paul R\./ });
    expect(queryOf(requestsTo(api.requests, 'GET', '/api/conversations')[1]!)).toEqual({ home_id: '12', kind: 'direct' });
  });

  it('says there is no conversation yet and points to Mon matching', async () => {
    mockApi({ 'GET /api/conversations': () => json(200, { conversations: [] }) });
    signInAs(makeUser());
    renderPage();
    expect(await screen.findByText('Aucune conversation pour le moment.')).toBeInTheDocument();
    expect(screen.getByText(/Contactez les profils qui vous plaisent depuis Mon matching/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aller à Mon matching' })).toHaveAttribute('href', '/users/user-matching');
  });

  it('shows the error of the API with a retry', async () => {
    let fail = true;
    mockApi({ 'GET /api/conversations': () => (fail ? json(500, { error: 'Panne momentanée.' }) : json(200, { conversations: [makeConversation(1)] })) });
    signInAs(makeUser());
    renderPage();
    expect(await screen.findByText('Panne momentanée.')).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('link', { name: /Paul R\./ })).toBeInTheDocument();
  });

  it('moves a conversation up and counts it when a message comes for a thread that is not open', async () => {
    const received = jest.fn();
    const sub = chatMessageReceived.watch(received);
    mockApi({ 'GET /api/conversations': () => json(200, { conversations: [makeConversation(2), makeConversation(1, { peer: lea })] }) });
    signInAs(makeUser());
    renderPage();
    const list = await screen.findByRole('list', { name: 'Vos conversations' });
    act(() => FakeWebSocket.last.open());
    act(() => FakeWebSocket.last.receive({ type: 'message', message: makeMessage(50, { conversation_id: 1, sender_id: 8, body: 'Tu es dispo samedi ?' }), home_id: null, kind: 'direct' }));
    const first = within(list).getAllByRole('link')[0]!;
    expect(first).toHaveTextContent('Léa D.');
    expect(first).toHaveTextContent('Tu es dispo samedi ?');
    expect(first).toHaveAccessibleName(/1 message non lu$/);
    expect(received).toHaveBeenCalledWith({ conversationId: 1, homeId: null });
    sub.unsubscribe();
  });

  it('fetches the list again when a message comes in a conversation it does not know', async () => {
    let conversations = [makeConversation(1)];
    const api = mockApi({ 'GET /api/conversations': () => json(200, { conversations }) });
    signInAs(makeUser());
    renderPage();
    await screen.findByRole('link', { name: /Paul R\./ });
    act(() => FakeWebSocket.last.open());
    conversations = [makeConversation(9, { peer: lea, unread: 1 }), ...conversations];
    act(() => FakeWebSocket.last.receive({ type: 'message', message: makeMessage(95, { conversation_id: 9, sender_id: 8 }), home_id: null, kind: 'direct' }));
    expect(await screen.findByRole('link', { name: /Léa D\./ })).toBeInTheDocument();
    expect(requestsTo(api.requests, 'GET', '/api/conversations')).toHaveLength(2);
  });
});

describe('messages page: the thread', () => {
  beforeEach(() => installFakeWebSocket());
  afterEach(() => {
    cleanup();
    signedOut();
  });

  function threadApi(extra: Parameters<typeof mockApi>[0] = {}, conversation = makeConversation(1, { unread: 2, peer: lea })) {
    return mockApi({
      'GET /api/conversations': () => json(200, { conversations: [conversation] }),
      'GET /api/conversations/1/messages': () => json(200, { messages: [makeMessage(11, { conversation_id: 1, sender_id: 42 }), makeMessage(12, { conversation_id: 1, sender_id: 8 })], has_more: false }),
      'PUT /api/conversations/1/read': () => json(200, { count: 2, last_read_id: 12 }),
      ...extra,
    });
  }

  it('opens the conversation of the URL, marks it read with the newest id and says how many were read', async () => {
    const read = jest.fn();
    const sub = messagesRead.watch(read);
    const api = threadApi();
    signInAs(makeUser());
    renderPage('/users/messages?conversation=1');

    const log = await screen.findByRole('log', { name: 'Messages avec Léa D.' });
    expect(log).toHaveAttribute('aria-live', 'polite');
    expect(within(log).getByRole('heading', { name: 'Samedi 14 mars' })).toBeInTheDocument();
    expect(within(log).getByText('Message 12')).toBeInTheDocument();
    expect(within(log).getByText('Début de la conversation')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Léa D.' })).toBeInTheDocument();
    expect(screen.getByText('En ligne')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Léa D\./, current: true })).toHaveAttribute('href', '/users/messages?conversation=1');
    expect(screen.getByRole('link', { name: 'Retour à la liste des conversations' })).toHaveAttribute('href', '/users/messages');

    await waitFor(() => expect(read).toHaveBeenCalledWith({ count: 2 }));
    expect(await api.lastBody('PUT /api/conversations/1/read')).toEqual({ last_read_id: 12 });
    expect(requestsTo(api.requests, 'PUT', '/api/conversations/1/read')).toHaveLength(1);
    await waitFor(() => expect(screen.getByRole('link', { name: /Léa D\./, current: true })).not.toHaveAccessibleName(/non lu/));
    sub.unsubscribe();
  });

  it('does not mark read a thread with nothing unread', async () => {
    const api = threadApi({}, makeConversation(1, { unread: 0, peer: lea }));
    signInAs(makeUser());
    renderPage('/users/messages?conversation=1');
    await screen.findByRole('log');
    await act(async () => undefined);
    expect(requestsTo(api.requests, 'PUT', '/api/conversations/1/read')).toHaveLength(0);
  });

  it("pages backwards with 'Messages précédents'", async () => {
    const api = threadApi({
      'GET /api/conversations/1/messages': (request) =>
        new URL(request.url).searchParams.get('before') === '31'
          ? json(200, { messages: [makeMessage(29, { conversation_id: 1 }), makeMessage(30, { conversation_id: 1 })], has_more: false })
          : json(200, { messages: [makeMessage(31, { conversation_id: 1 }), makeMessage(32, { conversation_id: 1 })], has_more: true }),
      'PUT /api/conversations/1/read': () => json(200, { count: 0, last_read_id: 32 }),
    });
    signInAs(makeUser());
    renderPage('/users/messages?conversation=1');
    const log = await screen.findByRole('log');
    expect(within(log).queryByText('Message 30')).not.toBeInTheDocument();
    await userEvent.setup().click(within(log).getByRole('button', { name: 'Messages précédents' }));
    expect(await within(log).findByText('Message 29')).toBeInTheDocument();
    expect(within(log).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Message 29'),
      expect.stringContaining('Message 30'),
      expect.stringContaining('Message 31'),
      expect.stringContaining('Message 32'),
    ]);
    expect(within(log).queryByRole('button', { name: 'Messages précédents' })).not.toBeInTheDocument();
    const pages = requestsTo(api.requests, 'GET', '/api/conversations/1/messages').map(queryOf);
    expect(pages).toEqual([{ limit: '30' }, { limit: '30', before: '31' }]);
  });

  it("sends with Enter over REST when the socket is closed: 'Envoi…' then 'Envoyé'", async () => {
    let answer: (response: Response) => void = () => undefined;
    const api = threadApi({
      'POST /api/conversations/1/messages': async (request) => {
        const body = (await request.clone().json()) as { body: string; client_id: string };
        return new Promise<Response>((resolve) => (answer = resolve)).then(() => json(201, makeMessage(13, { conversation_id: 1, sender_id: 42, body: body.body, client_id: body.client_id })));
      },
    });
    const ui = userEvent.setup();
    signInAs(makeUser());
    renderPage('/users/messages?conversation=1');
    const field = await screen.findByRole('textbox', { name: 'Votre message à Léa D.' });
    const send = screen.getByRole('button', { name: 'Envoyer' });
    expect(send).toBeDisabled();
    await ui.type(field, '   ');
    expect(send).toBeDisabled();
    await ui.clear(field);
    await ui.type(field, 'Bonjour Léa{Shift>}{Enter}{/Shift}Ça va ?');
    expect(field).toHaveValue('Bonjour Léa\nÇa va ?');
    expect(requestsTo(api.requests, 'POST', '/api/conversations/1/messages')).toHaveLength(0);
    await ui.keyboard('{Enter}');
    expect(field).toHaveValue('');

    const log = screen.getByRole('log');
    const bubble = () => within(log).getByText((_, element) => element?.tagName === 'P' && element.textContent === 'Bonjour Léa\nÇa va ?').closest('li')!;
    expect(within(bubble()).getByText('Envoi…')).toBeInTheDocument();
    await waitFor(() => expect(requestsTo(api.requests, 'POST', '/api/conversations/1/messages')).toHaveLength(1));
    const sent = (await api.lastBody('POST /api/conversations/1/messages')) as { body: string; client_id: string };
    expect(sent.body).toBe('Bonjour Léa\nÇa va ?');
    expect(sent.client_id).toMatch(/^[0-9a-f-]{36}$/);
    act(() => answer(new Response()));
    await waitFor(() => expect(within(bubble()).getByText('Envoyé')).toBeInTheDocument());
  });

  it("keeps a failed message with 'Réessayer', which resends it with the same client_id", async () => {
    let fail = true;
    const api = threadApi({
      'POST /api/conversations/1/messages': async (request) => {
        const body = (await request.clone().json()) as { body: string; client_id: string };
        return fail ? json(500, { error: 'Le message n’a pas pu être enregistré.' }) : json(201, makeMessage(13, { conversation_id: 1, sender_id: 42, body: body.body, client_id: body.client_id }));
      },
    });
    const ui = userEvent.setup();
    signInAs(makeUser());
    renderPage('/users/messages?conversation=1');
    await ui.type(await screen.findByRole('textbox', { name: 'Votre message à Léa D.' }), 'Bonjour{Enter}');
    expect(await screen.findByText("Échec de l'envoi")).toBeInTheDocument();
    expect(screen.getByText('Le message n’a pas pu être enregistré.')).toBeInTheDocument();
    const first = (await api.lastBody('POST /api/conversations/1/messages')) as { client_id: string };

    fail = false;
    await ui.click(screen.getByRole('button', { name: 'Réessayer d’envoyer « Bonjour »' }));
    await waitFor(() => expect(within(within(screen.getByRole('log')).getByText('Bonjour').closest('li')!).getByText('Envoyé')).toBeVisible());
    expect(screen.queryByText("Échec de l'envoi")).not.toBeInTheDocument();
    const posts = requestsTo(api.requests, 'POST', '/api/conversations/1/messages');
    expect(posts).toHaveLength(2);
    expect(((await posts[1]!.clone().json()) as { client_id: string }).client_id).toBe(first.client_id);
  });

  it('shows the server’s French refusal when the socket answers the per-minute limit (issue 17)', async () => {
    const refusal = "Vous envoyez trop de messages à la suite (10 par minute au plus). Patientez une minute avant d'écrire à nouveau.";
    threadApi();
    const ui = userEvent.setup();
    signInAs(makeUser());
    renderPage('/users/messages?conversation=1');
    const field = await screen.findByRole('textbox', { name: 'Votre message à Léa D.' });
    act(() => FakeWebSocket.last.open());
    await ui.type(field, 'Encore un{Enter}');
    const frame = FakeWebSocket.last.sentEvents.at(-1)!;
    act(() => FakeWebSocket.last.receive({ type: 'error', client_id: frame.client_id as string, error: refusal }));
    const bubble = await waitFor(() => within(screen.getByRole('log')).getByText('Encore un').closest('li')!);
    expect(await within(bubble).findByText(refusal)).toBeVisible();
    expect(within(bubble).getByText("Échec de l'envoi")).toBeVisible();
  });

  it('sends over the socket when it is open and takes the ack', async () => {
    const api = threadApi();
    const ui = userEvent.setup();
    signInAs(makeUser());
    renderPage('/users/messages?conversation=1');
    const field = await screen.findByRole('textbox', { name: 'Votre message à Léa D.' });
    act(() => FakeWebSocket.last.open());
    await ui.type(field, 'Par le socket{Enter}');
    const frame = FakeWebSocket.last.sentEvents.at(-1)!;
    expect(frame).toMatchObject({ type: 'send', conversation_id: 1, body: 'Par le socket' });
    act(() => FakeWebSocket.last.receive({ type: 'ack', client_id: frame.client_id as string, message: makeMessage(13, { conversation_id: 1, sender_id: 42, body: 'Par le socket', client_id: frame.client_id as string }) }));
    await waitFor(() => expect(within(within(screen.getByRole('log')).getByText('Par le socket').closest('li')!).getByText('Envoyé')).toBeVisible());
    expect(requestsTo(api.requests, 'POST', '/api/conversations/1/messages')).toHaveLength(0);
    // The list shows it as the last message.
    expect(screen.getByRole('link', { name: /Léa D\./, current: true })).toHaveTextContent('Vous : Par le socket');
  });

  it('shows a live message in the open thread, marks it read and never counts it', async () => {
    const received = jest.fn();
    const read = jest.fn();
    const subs = [chatMessageReceived.watch(received), messagesRead.watch(read)];
    const api = threadApi({ 'PUT /api/conversations/1/read': (request) => request.clone().json().then((body: { last_read_id: number }) => json(200, { count: body.last_read_id === 12 ? 2 : 1, last_read_id: body.last_read_id })) });
    signInAs(makeUser());
    renderPage('/users/messages?conversation=1');
    const log = await screen.findByRole('log');
    await waitFor(() => expect(read).toHaveBeenCalledWith({ count: 2 }));
    act(() => FakeWebSocket.last.open());
    act(() => FakeWebSocket.last.receive({ type: 'message', message: makeMessage(20, { conversation_id: 1, sender_id: 8, body: 'Tu es là ?' }), home_id: null, kind: 'direct' }));
    expect(within(log).getByText('Tu es là ?')).toBeInTheDocument();
    await waitFor(() => expect(requestsTo(api.requests, 'PUT', '/api/conversations/1/read')).toHaveLength(2));
    expect(await api.lastBody('PUT /api/conversations/1/read')).toEqual({ last_read_id: 20 });
    expect(received).not.toHaveBeenCalled();
    // The server cleared that one message, which this page never counted.
    await act(async () => undefined);
    expect(read).toHaveBeenCalledTimes(1);
    subs.forEach((sub) => sub.unsubscribe());
  });

  it("marks own messages 'Lu' up to the other side's read mark, live", async () => {
    threadApi(
      {
        'GET /api/conversations/1/messages': () =>
          json(200, { messages: [makeMessage(11, { conversation_id: 1, sender_id: 42, body: 'Premier' }), makeMessage(12, { conversation_id: 1, sender_id: 42, body: 'Second' })], has_more: false }),
      },
      makeConversation(1, { peer: lea, peer_last_read_id: 11 }),
    );
    signInAs(makeUser());
    renderPage('/users/messages?conversation=1');
    const log = await screen.findByRole('log');
    const second = within(log).getByText('Second').closest('li')!;
    const first = within(log).getByText('Premier').closest('li')!;
    expect(within(second).getByText('Envoyé')).toBeVisible();
    expect(within(first).getByText('Lu')).toBeInTheDocument();
    act(() => FakeWebSocket.last.open());
    act(() => FakeWebSocket.last.receive({ type: 'read', conversation_id: 1, reader_id: 8, last_read_id: 12, count: 2 }));
    expect(within(second).getByText('Lu')).toBeInTheDocument();
  });

  it('catches up after a reconnect with the messages after the last one', async () => {
    const api = threadApi({
      'GET /api/conversations/1/messages': (request) =>
        new URL(request.url).searchParams.get('after') === '12'
          ? json(200, { messages: [makeMessage(13, { conversation_id: 1, sender_id: 8, body: 'Pendant la coupure' })], has_more: false })
          : json(200, { messages: [makeMessage(11, { conversation_id: 1, sender_id: 42 }), makeMessage(12, { conversation_id: 1, sender_id: 8 })], has_more: false }),
      'PUT /api/conversations/1/read': (request) => request.clone().json().then((body: { last_read_id: number }) => json(200, { count: 1, last_read_id: body.last_read_id })),
    });
    signInAs(makeUser());
    renderPage('/users/messages?conversation=1');
    const log = await screen.findByRole('log');
    act(() => chatReconnected());
    expect(await within(log).findByText('Pendant la coupure')).toBeInTheDocument();
    expect(requestsTo(api.requests, 'GET', '/api/conversations/1/messages').map(queryOf)).toContainEqual({ limit: '30', after: '12' });
    await waitFor(() => expect(api.lastBody('PUT /api/conversations/1/read')).resolves.toEqual({ last_read_id: 13 }));
  });

  it('counts the characters near the limit and refuses a message over 4000', async () => {
    threadApi({}, makeConversation(1, { unread: 0, peer: lea }));
    signInAs(makeUser());
    renderPage('/users/messages?conversation=1');
    const field = await screen.findByRole('textbox', { name: 'Votre message à Léa D.' });
    expect(screen.queryByText(/caractères/)).not.toBeInTheDocument();
    fireEvent.change(field, { target: { value: 'a'.repeat(3700) } });
    expect(screen.getByText(/3\s700 \/ 4\s000 caractères/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Envoyer' })).toBeEnabled();
    fireEvent.change(field, { target: { value: 'a'.repeat(4001) } });
    expect(screen.getByText(/Votre message dépasse 4\s000 caractères/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Envoyer' })).toBeDisabled();
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it("opens a conversation of the URL that this inbox does not list (another home's), or says why it cannot", async () => {
    threadApi({
      'GET /api/conversations/77': () => json(200, makeConversation(77, { peer: makePeer({ first_name: 'Inès', name_initial: 'B.' }), home_id: 40, home_title: 'Studio Croix-Rousse' })),
      'GET /api/conversations/77/messages': () => json(200, { messages: [makeMessage(70, { conversation_id: 77, body: 'Toujours disponible ?' })], has_more: false }),
      'GET /api/conversations/78': () => json(403, { error: 'Vous ne participez pas à cette conversation.' }),
    });
    signInAs(makeUser());
    const { unmount } = renderPage('/users/messages?conversation=77');
    expect(await screen.findByRole('log', { name: 'Messages avec Inès B.' })).toHaveTextContent('Toujours disponible ?');
    expect(screen.getByText('Logement : Studio Croix-Rousse')).toBeInTheDocument();
    unmount();
    renderPage('/users/messages?conversation=78');
    expect(await screen.findByText("Cette conversation n'a pas pu être ouverte.")).toBeInTheDocument();
    expect(screen.getByText('Vous ne participez pas à cette conversation.')).toBeInTheDocument();
  });
});
