import { matchRoute, type SessionStatus, type User } from '@coloc/shared';
import { resolveGuard } from './resolveGuard';

const user = (type: number, registration_step = 100, extra: Partial<User> = {}) =>
  ({ id: 1, type, registration_step, home: null, profile: null, ...extra }) as User;

function decide(url: string, who: User | null, status: SessionStatus = who ? 'loaded' : 'absent') {
  const parsed = new URL(url, 'http://localhost');
  const location = { pathname: parsed.pathname, search: parsed.search, hash: parsed.hash };
  return resolveGuard({ match: matchRoute(location.pathname, { isOwner: false }), location, user: who, status });
}

describe('shell guards', () => {
  it('renders public pages without waiting for the session', () => {
    expect(decide('/faq', null, 'unknown')).toEqual({ kind: 'render' });
    expect(decide('/signin', null, 'loading')).toEqual({ kind: 'render' });
  });

  it('waits for the session before deciding on a dashboard page', () => {
    expect(decide('/users/account', null, 'loading')).toEqual({ kind: 'wait' });
  });

  it('sends an absent visitor to NoAccess with from, query and hash', () => {
    expect(decide('/users/messages?home_id=4#end', null)).toEqual({ kind: 'redirect', to: '/access?home_id=4&from=%2Fusers%2Fmessages#end' });
  });

  it('moves a user to their own segment, same page, query kept (SPEC 2.5)', () => {
    expect(decide('/users/account?home_id=3', user(2))).toEqual({ kind: 'redirect', to: '/proprietaire/account?home_id=3' });
    expect(decide('/proprietaire/messages', user(1))).toEqual({ kind: 'redirect', to: '/users/messages' });
    expect(decide('/manager/biens', user(8))).toEqual({ kind: 'render' });
  });

  it('forces an unfinished coloc back into registration', () => {
    expect(decide('/users/account', user(1, 2))).toEqual({ kind: 'redirect', to: '/registration/lifestyle-3?forced=1' });
    expect(decide('/registration/employment', user(1, 2))).toEqual({ kind: 'redirect', to: '/registration/lifestyle-3?forced=1' });
    expect(decide('/registration/lifestyle-1', user(1, 2))).toEqual({ kind: 'render' });
    expect(decide('/registration/lifestyle-3', user(1, 2))).toEqual({ kind: 'render' });
    expect(decide('/faq', user(1, 2))).toEqual({ kind: 'render' });
  });

  it('keeps rendering a dashboard page for a known user while the session refreshes', () => {
    expect(decide('/users/account', user(1), 'loading')).toEqual({ kind: 'render' });
  });
});
