import { authLink, buildPath, landingPathFor, noAccessPath, pathTo, returnPathFromNoAccess, safeRedirect } from './paths';
import type { User } from '../types/entities';

const loc = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('path helpers (SPEC 2.4)', () => {
  it('builds patterns and drops missing optional params', () => {
    expect(buildPath('/:user_type/customer-service/:discussion_type?/:discussion_id?', { user_type: 'users' })).toBe('/users/customer-service');
    expect(() => buildPath('/signup/:type', {})).toThrow();
  });

  it("defaults user_type to the user's segment, else 'users'", () => {
    expect(pathTo('DashboardAccount')).toBe('/users/account');
    expect(pathTo('DashboardAccount', {}, { user: { type: 4 } })).toBe('/agent/account');
    expect(pathTo('DashboardAccount', { user_type: 'manager' }, { user: { type: 4 } })).toBe('/manager/account');
  });

  it('keeps home_id between dashboard routes', () => {
    expect(pathTo('DashboardMessages', {}, { user: { type: 2 }, from: loc('/proprietaire/biens', '?home_id=12&tab=2') })).toBe('/proprietaire/messages?home_id=12');
  });

  it('keeps search when entering the dashboard from a non-dashboard page only', () => {
    expect(pathTo('DashboardHomeMatching', {}, { from: loc('/quicksearch', '?search=abc') })).toBe('/users/home-matching?search=abc');
    expect(pathTo('DashboardHomeMatching', {}, { from: loc('/users/search', '?search=abc') })).toBe('/users/home-matching');
    expect(pathTo('Faq', {}, { from: loc('/quicksearch', '?search=abc&home_id=1') })).toBe('/faq');
  });

  it('enters NoAccess with from = path, plus the query and hash', () => {
    expect(noAccessPath(loc('/users/messages', '?home_id=3', '#bottom'))).toBe('/access?home_id=3&from=%2Fusers%2Fmessages#bottom');
    expect(returnPathFromNoAccess(loc('/access', '?home_id=3&from=%2Fusers%2Fmessages', '#bottom'))).toBe('/users/messages?home_id=3#bottom');
  });

  it('only follows same-site redirects', () => {
    expect(safeRedirect('/faq')).toBe('/faq');
    expect(safeRedirect('//evil.example')).toBeNull();
    expect(safeRedirect('https://evil.example')).toBeNull();
    expect(safeRedirect('/\\evil.example')).toBeNull();
  });

  it('keeps the visitor on an advert page across sign-in and sign-out (SPEC 2.2)', () => {
    expect(authLink('Signin', loc('/colocation-lyon/4', '?photo=2'))).toBe('/signin?redirect=%2Fcolocation-lyon%2F4%3Fphoto%3D2');
    expect(authLink('Signout', loc('/colocation-lyon/4'))).toBe('/signout?redirect=%2Fcolocation-lyon%2F4');
    expect(authLink('Signin', loc('/faq'))).toBe('/signin');
  });

  it('lands each kind of user where they work', () => {
    const base = { registration_step: 100, home: null, profile: null } as unknown as User;
    expect(landingPathFor({ ...base, type: 1 })).toBe('/users/user-matching');
    expect(landingPathFor({ ...base, type: 1, registration_step: 2 })).toBe('/registration/lifestyle-3');
    const listed = { home: { id: 3, step: 3 } as User['home'] };
    expect(landingPathFor({ ...base, ...listed, type: 2 })).toBe('/proprietaire/biens');
    expect(landingPathFor({ ...base, ...listed, type: 8 })).toBe('/manager/biens');
    expect(landingPathFor({ ...base, type: 4 })).toBe('/agent/annonce-adresse/new');
    expect(landingPathFor({ ...base, type: 1, home: { is_coloc: false } as User['home'] })).toBe('/users/biens');
  });

  it('keeps the search of a public page on the way to the space (« Mon espace », the logo), not of a dashboard page', () => {
    const base = { registration_step: 100, home: null, profile: null, type: 1 } as unknown as User;
    expect(landingPathFor(base, loc('/quicksearch', '?search=abc'))).toBe('/users/user-matching?search=abc');
    expect(landingPathFor(base, loc('/colocation-lyon/4', '?search=abc&photo=2'))).toBe('/users/user-matching?search=abc');
    expect(landingPathFor(base, loc('/users/search', '?search=abc'))).toBe('/users/user-matching');
    expect(landingPathFor(base, loc('/faq'))).toBe('/users/user-matching');
  });
});
