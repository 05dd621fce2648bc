import { chatMessageReceived, messagesRead, signedOut, unauthorized, unreadChanged, UNREAD_POLL_MS, type Home, type User } from '@coloc/shared';
import { json, makeUser, mockApi } from '@coloc/shared/testing';
import { allSettled, createWatch, fork, type Scope } from 'effector';
import { $unread, unreadContextChanged, unreadRefreshRequested, unreadSourceOf } from './unread';

function published(scope: Scope): number[] {
  const totals: number[] = [];
  createWatch({ unit: unreadChanged, fn: (total) => totals.push(total), scope });
  return totals;
}

const seeker = makeUser();
const owner = makeUser({ id: 50, type: 2 });
const ownerOccupier = makeUser({ id: 51, type: 1, home: { id: 8, is_coloc: false } as Home });

async function signedIn(scope: Scope, user: User, homeId: number | null = null) {
  await allSettled(unreadContextChanged, { scope, params: { user, homeId } });
}

describe('unread counter', () => {
  afterEach(() => jest.useRealTimers());

  it('reads the seeker count, then +1 per chat message and minus the read count, never below 0', async () => {
    mockApi({ 'GET /api/messages/count': () => json(200, { unreaded: 2 }) });
    const scope = fork();
    const totals = published(scope);
    await signedIn(scope, seeker);
    expect(scope.getState($unread)).toBe(2);
    await allSettled(chatMessageReceived, { scope, params: { conversationId: 3 } });
    expect(scope.getState($unread)).toBe(3);
    await allSettled(messagesRead, { scope, params: { count: 2 } });
    expect(scope.getState($unread)).toBe(1);
    await allSettled(messagesRead, { scope, params: { count: 5 } });
    expect(scope.getState($unread)).toBe(0);
    expect(totals).toEqual([2, 3, 1, 0]);
  });

  it('resets to 0 on sign-out and on unauthorised', async () => {
    mockApi({ 'GET /api/messages/count': () => json(200, { unreaded: 4 }) });
    const scope = fork();
    const totals = published(scope);
    await signedIn(scope, seeker);
    await allSettled(signedOut, { scope });
    expect(scope.getState($unread)).toBe(0);
    await allSettled(chatMessageReceived, { scope, params: {} });
    await allSettled(unauthorized, { scope });
    expect(scope.getState($unread)).toBe(0);
    expect(totals).toEqual([4, 0, 1, 0]);
  });

  it("counts a professional's inbox of the home_id query, else the default home, and again when it changes", async () => {
    const api = mockApi({
      'GET /api/messages-for-homes/default/count': () => json(200, { unreaded: 1 }),
      'GET /api/messages-for-homes/12/count': () => json(200, { unreaded: 6 }),
    });
    const scope = fork();
    await signedIn(scope, owner);
    expect(scope.getState($unread)).toBe(1);
    await signedIn(scope, owner, 12);
    expect(scope.getState($unread)).toBe(6);
    // The same user and home again (another page of the same inbox): nothing is fetched.
    await signedIn(scope, { ...owner }, 12);
    expect(api.requests.map((r) => new URL(r.url).pathname)).toEqual(['/api/messages-for-homes/default/count', '/api/messages-for-homes/12/count']);
  });

  it("adds only the messages of the professional's counted home", async () => {
    mockApi({ 'GET /api/messages-for-homes/12/count': () => json(200, { unreaded: 1 }) });
    const scope = fork();
    await signedIn(scope, owner, 12);
    await allSettled(chatMessageReceived, { scope, params: { conversationId: 3, homeId: 12 } });
    await allSettled(chatMessageReceived, { scope, params: { conversationId: 4, homeId: 13 } });
    await allSettled(chatMessageReceived, { scope, params: { conversationId: 5, homeId: null } });
    await allSettled(chatMessageReceived, { scope, params: { conversationId: 6 } });
    expect(scope.getState($unread)).toBe(3);
  });

  it('treats an owner-occupier (coloc with a non-coloc home) as an owner', () => {
    expect(unreadSourceOf({ user: ownerOccupier, homeId: null })).toEqual({ kind: 'home', homeId: 'default' });
    expect(unreadSourceOf({ user: seeker, homeId: 12 })).toEqual({ kind: 'user' });
    expect(unreadSourceOf({ user: null, homeId: 12 })).toBeNull();
  });

  it('fetches again when the user changes, and drops to 0 when nobody is signed in', async () => {
    mockApi({
      'GET /api/messages/count': () => json(200, { unreaded: 3 }),
      'GET /api/messages-for-homes/default/count': () => json(200, { unreaded: 9 }),
    });
    const scope = fork();
    await signedIn(scope, seeker);
    expect(scope.getState($unread)).toBe(3);
    await allSettled(unreadContextChanged, { scope, params: { user: null, homeId: null } });
    expect(scope.getState($unread)).toBe(0);
    await signedIn(scope, owner);
    expect(scope.getState($unread)).toBe(9);
  });

  it('ignores the answer for an inbox the page has already left', async () => {
    let release: () => void = () => undefined;
    mockApi({
      'GET /api/messages-for-homes/12/count': () => new Promise((resolve) => (release = () => resolve(json(200, { unreaded: 12 })))),
      'GET /api/messages-for-homes/13/count': () => json(200, { unreaded: 13 }),
    });
    const scope = fork();
    const settled = Promise.all([signedIn(scope, owner, 12), signedIn(scope, owner, 13)]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(scope.getState($unread)).toBe(13);
    release();
    await settled;
    expect(scope.getState($unread)).toBe(13);
  });

  it('keeps its value when the count cannot be fetched', async () => {
    let fail = false;
    mockApi({ 'GET /api/messages/count': () => (fail ? json(500, { error: 'Panne' }) : json(200, { unreaded: 2 })) });
    const scope = fork();
    await signedIn(scope, seeker);
    fail = true;
    await allSettled(unreadRefreshRequested, { scope });
    expect(scope.getState($unread)).toBe(2);
  });

  it('polls every hour while signed in, and stops after sign-out', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
    let count = 1;
    const api = mockApi({ 'GET /api/messages/count': () => json(200, { unreaded: count }) });
    const scope = fork();
    await signedIn(scope, seeker);
    expect(scope.getState($unread)).toBe(1);
    count = 5;
    jest.advanceTimersByTime(UNREAD_POLL_MS - 1);
    await allSettled(scope);
    expect(api.requests).toHaveLength(1);
    jest.advanceTimersByTime(1);
    await allSettled(scope);
    expect(api.requests).toHaveLength(2);
    expect(scope.getState($unread)).toBe(5);
    await allSettled(unreadContextChanged, { scope, params: { user: null, homeId: null } });
    jest.advanceTimersByTime(UNREAD_POLL_MS * 3);
    await allSettled(scope);
    expect(api.requests).toHaveLength(2);
  });
});
