import { $currentError, signedOut, SUPPORT_TEAM_NAME } from '@coloc/shared';
import { json, makeUser, mockApi, renderAt, signInAs } from '@coloc/shared/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeWebSocket } from '../../../entities/chat/testing';
import { makeConversation, makeMessage, makePeer, queryOf, requestsTo } from '../../../entities/conversations/testing';
import CustomerServicePage from './CustomerServicePage';
import SupportPage from './SupportPage';

const supportThread = makeConversation(4, {
  kind: 'support',
  peer: makePeer({ user_id: null, first_name: SUPPORT_TEAM_NAME, name_initial: '', avatar_color: null, user_type: 0 }),
  last_message: null,
});
const STAFF_REFUSAL = 'Vous faites partie du service client : répondez aux demandes depuis la liste des conversations du service client.';
const staffMessage = makeMessage(40, { conversation_id: 4, sender_id: 1, body: 'Bonjour, que pouvons-nous faire pour vous ?' });

function supportApi(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/support/conversation': () => json(200, supportThread),
    'GET /api/conversations/4/messages': () => json(200, { messages: [staffMessage], has_more: false }),
    'POST /api/conversations/4/messages': async (request) => {
      const body = (await request.clone().json()) as { body: string; client_id: string };
      return json(201, makeMessage(41, { conversation_id: 4, sender_id: 42, body: body.body, client_id: body.client_id }));
    },
    ...extra,
  });
}

describe('support', () => {
  beforeEach(() => installFakeWebSocket());
  afterEach(() => {
    cleanup();
    signedOut();
  });

  it("opens the user's own thread with the support team, titled 'Service client'", async () => {
    const api = supportApi();
    const ui = userEvent.setup();
    signInAs(makeUser());
    renderAt(<SupportPage />, { url: '/users/support', path: '/:user_type/support' });
    expect(screen.getByRole('heading', { level: 1, name: 'Service client' })).toBeInTheDocument();
    const log = await screen.findByRole('log', { name: `Messages avec ${SUPPORT_TEAM_NAME}` });
    expect(screen.getByRole('heading', { level: 2, name: SUPPORT_TEAM_NAME })).toBeInTheDocument();
    expect(within(log).getByText('Bonjour, que pouvons-nous faire pour vous ?').closest('li')).toHaveClass('theirs');

    await ui.type(screen.getByRole('textbox', { name: `Votre message à ${SUPPORT_TEAM_NAME}` }), 'Je ne peux pas publier mon annonce.{Enter}');
    await waitFor(() => expect(within(log).getByText('Je ne peux pas publier mon annonce.').closest('li')).toHaveClass('mine'));
    expect(await api.lastBody('POST /api/conversations/4/messages')).toMatchObject({ body: 'Je ne peux pas publier mon annonce.' });
  });

  it('says when the support thread cannot be opened, and retries', async () => {
    let fail = true;
    supportApi({ 'GET /api/support/conversation': () => (fail ? json(503, { error: 'Service momentanément indisponible.' }) : json(200, supportThread)) });
    signInAs(makeUser());
    renderAt(<SupportPage />, { url: '/users/support', path: '/:user_type/support' });
    expect(await screen.findByText('Service momentanément indisponible.')).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('log')).toBeInTheDocument();
  });
});

describe('customer service', () => {
  beforeEach(() => installFakeWebSocket());
  afterEach(() => {
    cleanup();
    signedOut();
  });

  const path = '/:user_type/customer-service/:discussion_type?/:discussion_id?';

  it('shows a user their own support thread, as on support', async () => {
    const api = supportApi();
    signInAs(makeUser());
    renderAt(<CustomerServicePage />, { url: '/users/customer-service', path });
    expect(await screen.findByRole('heading', { level: 1, name: 'Service client' })).toBeInTheDocument();
    expect(await screen.findByRole('log', { name: `Messages avec ${SUPPORT_TEAM_NAME}` })).toBeInTheDocument();
    expect(requestsTo(api.requests, 'GET', '/api/conversations')).toHaveLength(0);
  });

  it("lists every support thread for the support staff and opens one at 'conversation/<id>'", async () => {
    const asker = makeConversation(4, { kind: 'support', peer: makePeer({ user_id: 30, first_name: 'Inès', name_initial: 'B.', user_type: 1 }), unread: 1 });
    const api = supportApi({
      'GET /api/support/conversation': () => json(403, { error: STAFF_REFUSAL }),
      'GET /api/conversations': () => json(200, { conversations: [asker, makeConversation(6, { kind: 'support' })] }),
      'PUT /api/conversations/4/read': () => json(200, { count: 1, last_read_id: 40 }),
    });
    signInAs(makeUser({ id: 1 }));
    renderAt(<CustomerServicePage />, { url: '/users/customer-service/conversation/4', path });
    expect(await screen.findByRole('heading', { level: 1, name: 'Service client – conversations' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Service client – conversations' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/users/customer-service/conversation/6', '/users/customer-service/conversation/4']);
    expect(within(list).getByRole('link', { current: true })).toHaveTextContent('Inès B.');
    const log = await screen.findByRole('log', { name: 'Messages avec Inès B.' });
    // The staff member wrote message 40: it is theirs, on the right.
    expect(within(log).getByText(staffMessage.body).closest('li')).toHaveClass('mine');
    expect(screen.getByRole('link', { name: 'Retour à la liste des conversations' })).toHaveAttribute('href', '/users/customer-service');
    expect(queryOf(requestsTo(api.requests, 'GET', '/api/conversations')[0]!)).toEqual({ kind: 'support' });
    // The 403 that tells staff apart is expected: no error modal.
    expect($currentError.getState()).toBeNull();
  });

  it("marks another team member's answer as the team's, and the user's messages as theirs", async () => {
    const asker = makeConversation(4, { kind: 'support', peer: makePeer({ user_id: 30, first_name: 'Inès', name_initial: 'B.', user_type: 1 }) });
    supportApi({
      'GET /api/support/conversation': () => json(403, { error: STAFF_REFUSAL }),
      'GET /api/conversations': () => json(200, { conversations: [asker] }),
      'GET /api/conversations/4/messages': () =>
        json(200, { messages: [makeMessage(38, { conversation_id: 4, sender_id: 30, body: 'Mon annonce est bloquée.' }), makeMessage(39, { conversation_id: 4, sender_id: 2, body: 'Nous regardons.' })], has_more: false }),
    });
    signInAs(makeUser({ id: 1 }));
    renderAt(<CustomerServicePage />, { url: '/users/customer-service/conversation/4', path });
    const log = await screen.findByRole('log');
    expect(within(log).getByText('Mon annonce est bloquée.').closest('li')).toHaveClass('theirs');
    expect(within(log).getByText('Nous regardons.').closest('li')).toHaveClass('mine');
  });

  it('sends the support staff from their own support page to the list of requests', async () => {
    supportApi({ 'GET /api/support/conversation': () => json(403, { error: STAFF_REFUSAL }) });
    signInAs(makeUser({ id: 1 }));
    renderAt(<SupportPage />, { url: '/users/support', path: '/:user_type/support' });
    expect(await screen.findByText(STAFF_REFUSAL)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir les demandes des utilisateurs' })).toHaveAttribute('href', '/users/customer-service');
  });
});
