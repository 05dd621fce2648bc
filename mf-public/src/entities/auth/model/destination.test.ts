import type { User } from '@coloc/shared';
import { makeUser } from '@coloc/shared/testing';
import { authQuery, destinationAfterAuth, withSearchQuery } from './destination';

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('destination after sign-in or sign-up', () => {
  const coloc = makeUser();
  // An owner whose home is listed; one without a home starts by listing it (shared landingPathFor).
  const owner = makeUser({ type: 2, home: { id: 9, step: 3, is_coloc: true } as User['home'] });

  it('follows a same-site redirect first (advert pages keep the visitor)', () => {
    expect(destinationAfterAuth(coloc, at('/signin', '?redirect=%2Fcolocation-lyon%2F12'))).toBe('/colocation-lyon/12');
  });

  it('ignores a redirect to another site', () => {
    expect(destinationAfterAuth(coloc, at('/signin', '?redirect=https%3A%2F%2Fevil.example'))).toBe('/users/user-matching');
  });

  it('goes back to the page NoAccess stopped, with its query and hash', () => {
    expect(destinationAfterAuth(owner, at('/access', '?home_id=3&from=%2Fproprietaire%2Fmessages', '#fin'), { fromNoAccess: true })).toBe(
      '/proprietaire/messages?home_id=3#fin',
    );
  });

  it('only reads `from` on the NoAccess page', () => {
    expect(destinationAfterAuth(owner, at('/signin', '?from=%2Fproprietaire%2Fmessages'))).toBe('/proprietaire/biens');
  });

  it('lands each user in their space, carrying the quick-search draft', () => {
    expect(destinationAfterAuth(owner, at('/signin'))).toBe('/proprietaire/biens');
    expect(destinationAfterAuth(makeUser({ registration_step: 0 }), at('/signup/users', '?search=abc'))).toBe('/registration/lifestyle-1?search=abc');
  });

  it('appends search to a path that already has a query or a hash', () => {
    expect(withSearchQuery('/users/home-matching?home_id=2#top', 'abc')).toBe('/users/home-matching?home_id=2&search=abc#top');
    expect(withSearchQuery('/users/home-matching?search=keep', 'abc')).toBe('/users/home-matching?search=keep');
    expect(withSearchQuery('/faq', null)).toBe('/faq');
  });

  it('passes redirect and search on to the other auth pages', () => {
    expect(authQuery(at('/signin', '?redirect=%2Fcolocation-lyon%2F2&search=abc&other=1'))).toBe('?redirect=%2Fcolocation-lyon%2F2&search=abc');
    expect(authQuery(at('/access', '?from=%2Fusers%2Fmessages'), { fromNoAccess: true })).toBe('?redirect=%2Fusers%2Fmessages');
    expect(authQuery(at('/signin'))).toBe('');
  });
});
