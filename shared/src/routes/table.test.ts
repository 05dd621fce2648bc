import { matchRoute } from './match';
import { ROUTES, routeByName, cityFromSlug, showsPropertyBar } from './table';
import { colocSteps, registrationRedirect, OWNER_STEPS, REGISTRATION_DONE } from './registration';
import type { User } from '../types/entities';

const publicPaths = [
  '/', '/colocation-proprietaire-avantages', '/signupselect', '/signup', '/signin', '/signout', '/access',
  '/reset_password', '/reset_password/email', '/reset_password/new_password', '/quicksearch',
  '/charte-de-bonne-conduite', '/politique-de-confidentialite', '/faq', '/mentions-legales', '/cgu',
  '/qui-sommes-nous', '/contact',
];

describe('route table', () => {
  it.each(publicPaths)('%s is a public route owned by mf-public', (path) => {
    const { route } = matchRoute(path);
    expect(route.name).not.toBe('NotFound');
    expect(route.owner).toBe('mf_public');
    expect(route.layout).toBe('public');
    expect(route.dashboard).toBe(false);
  });

  it.each(['users', 'proprietaire', 'prop-occupant', 'agent', 'manager'])('signup/%s is a sign-up route', (type) => {
    expect(matchRoute(`/signup/${type}`)).toMatchObject({ route: { name: 'SignupType' }, params: { type } });
  });

  it('refuses an unknown sign-up type', () => {
    expect(matchRoute('/signup/pirate').route.name).toBe('NotFound');
  });

  it('matches the advert layout on colocation-{path}/{home_id} only', () => {
    expect(matchRoute('/colocation-lyon/42')).toMatchObject({ route: { name: 'Advert', layout: 'advert' }, params: { advert_slug: 'colocation-lyon', home_id: '42' } });
    expect(matchRoute('/confirmation-visite').route.layout).toBe('advert');
    expect(matchRoute('/location-lyon/42').route.name).toBe('NotFound');
  });

  it('matches city pages on /colocation-{city} without taking the owner page or the advert', () => {
    expect(matchRoute('/colocation-lyon')).toMatchObject({ route: { name: 'CityListing', owner: 'mf_public', layout: 'public', dashboard: false }, params: { city_slug: 'colocation-lyon' } });
    expect(matchRoute('/colocation-saint-etienne').params).toEqual({ city_slug: 'colocation-saint-etienne' });
    expect(matchRoute('/colocation-saint-denis-974').route.name).toBe('CityListing');
    expect(matchRoute('/colocation-proprietaire-avantages').route.name).toBe('OwnerLanding');
    expect(matchRoute('/colocation-lyon/42').route.name).toBe('Advert');
    // Other spellings reach the page, whose loader redirects them to the canonical slug.
    expect(matchRoute('/colocation-Saint-%C3%89tienne').params).toEqual({ city_slug: 'colocation-Saint-Étienne' });
    for (const path of ['/colocation-', '/location-lyon', '/colocation']) {
      expect([path, matchRoute(path).route.name]).toEqual([path, 'NotFound']);
    }
    expect(routeByName('CityListing').meta?.title).toBeInstanceOf(Function);
  });

  const dashboardChildren: Array<[string, string]> = [
    ['account', 'DashboardAccount'], ['account/edit', 'DashboardAccountEdit'], ['profile', 'DashboardProfile'],
    ['profile/edit', 'DashboardProfileEdit'], ['home-matching', 'DashboardHomeMatching'], ['user-matching', 'DashboardUserMatching'],
    ['matching', 'DashboardMatching'], ['agenda', 'DashboardAgenda'], ['favorites', 'DashboardFavorites'],
    ['favorites/7', 'DashboardFavoritesGroup'], ['messages', 'DashboardMessages'], ['customer-service', 'DashboardCustomerService'],
    ['customer-service/home/12', 'DashboardCustomerService'], ['support', 'DashboardSupport'], ['search', 'DashboardSearch'],
    ['parameters', 'DashboardParameters'], ['biens', 'DashboardProperties'], ['gestion', 'DashboardManagement'],
    ['abonnement', 'DashboardSubscription'], ['abonnement/annulation', 'DashboardSubscriptionCancel'], ['annonce', 'DashboardAdvertNew'],
    ['annonce/3', 'DashboardAdvertEdit'], ['annonce-modification/3', 'DashboardAdvertModification'], ['preview-annonce', 'DashboardAdvertPreview'],
    ['diagnostics', 'DashboardDiagnostics'], ['invitation', 'DashboardInvitation'], ['demandes', 'DashboardRequests'], ['bail', 'DashboardLease'],
    ['15/profile', 'DashboardUserProfile'], ['garantie', 'DashboardGuarantee'], ['garantie/confirmer', 'DashboardGuaranteeConfirm'],
    ['ma-co-location', 'DashboardMyColocation'], ['receipts', 'DashboardReceipts'], ['invoices', 'DashboardInvoices'],
    ['ma-prochaine-colocation', 'DashboardNextColocation'],
  ];

  it.each(['users', 'proprietaire', 'agent', 'manager'])('every dashboard child exists under /%s/', (segment) => {
    for (const [child, name] of dashboardChildren) {
      const { route, params } = matchRoute(`/${segment}/${child}`);
      expect({ child, name: route.name }).toEqual({ child, name });
      expect(route.dashboard).toBe(true);
      expect(route.layout).toBe('dashboard');
      expect(params.user_type).toBe(segment);
    }
  });

  it('gives documents to properties for owners and to payments for tenants', () => {
    expect(matchRoute('/proprietaire/documents', { isOwner: true }).route).toMatchObject({ name: 'DashboardOwnerDocuments', owner: 'mf_properties' });
    expect(matchRoute('/users/documents', { isOwner: false }).route).toMatchObject({ name: 'DashboardTenantDocuments', owner: 'mf_payments' });
  });

  it('routes reports and moderation to mf_properties', () => {
    expect(matchRoute('/proprietaire/rapports').route).toMatchObject({ name: 'DashboardReports', owner: 'mf_properties' });
    expect(matchRoute('/users/moderation').route).toMatchObject({ name: 'DashboardModeration', owner: 'mf_properties' });
  });

  it('shows the property bar on owner screens but not on the screens SPEC 2.8 lists', () => {
    for (const name of ['DashboardManagement', 'DashboardDiagnostics', 'DashboardOwnerDocuments', 'DashboardRequests', 'DashboardLease', 'DashboardAdvertEdit', 'DashboardMessages', 'DashboardUserMatching']) {
      expect([name, showsPropertyBar(name)]).toEqual([name, true]);
    }
    for (const name of [
      'DashboardProperties', 'DashboardReports', 'DashboardInvitation', 'DashboardAdvertPreview', 'DashboardParameters',
      'DashboardProfile', 'DashboardProfileEdit', 'DashboardAdvertModification', 'DashboardAccount', 'DashboardAccountEdit',
    ]) {
      expect([name, showsPropertyBar(name)]).toEqual([name, false]);
    }
    expect(showsPropertyBar('Home')).toBe(false);
  });

  it('hides the property bar on the account-wide payment screens', () => {
    for (const name of ['DashboardSubscription', 'DashboardSubscriptionCancel', 'DashboardInvoices']) {
      expect([name, showsPropertyBar(name)]).toEqual([name, false]);
    }
  });

  it('keeps optional customer-service params', () => {
    expect(matchRoute('/users/customer-service/home/12').params).toMatchObject({ discussion_type: 'home', discussion_id: '12' });
  });

  it('routes registration steps and professional registration', () => {
    expect(matchRoute('/registration/lifestyle-1').route).toMatchObject({ name: 'Registration', owner: 'mf_registration', dashboard: false });
    expect(matchRoute('/registration/not-a-step').route.name).toBe('NotFound');
    for (const segment of ['agent', 'manager', 'proprietaire']) {
      for (const step of OWNER_STEPS) {
        expect(matchRoute(`/${segment}/${step}/12`).route.name).toBe('ProRegistration');
      }
    }
    expect(matchRoute('/users/annonce-adresse/12').route.name).toBe('NotFound');
    expect(matchRoute('/users/services').route.name).toBe('UserServices');
    expect(matchRoute('/unauthorized').route).toMatchObject({ name: 'Unauthorized', owner: 'shell' });
  });

  it('sends unknown paths and unknown segments to NotFound', () => {
    expect(matchRoute('/nope').route.name).toBe('NotFound');
    expect(matchRoute('/pirates/account').route.name).toBe('NotFound');
    expect(matchRoute('/users/account/extra/deep').route.name).toBe('NotFound');
  });

  it('names every dashboard route Dashboard* and only them', () => {
    for (const route of ROUTES) expect(route.name.startsWith('Dashboard')).toBe(route.dashboard);
  });

  it('has unique names and a meta title or description everywhere', () => {
    const names = ROUTES.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
    for (const route of ROUTES) if (route.name !== 'Home') expect(route.meta?.title).toBeTruthy();
  });

  it('computes meta title functions', () => {
    const title = routeByName('SignupType').meta?.title;
    expect(typeof title === 'function' && title({ type: 'agent' })).toBe('Inscription agence');
    expect(cityFromSlug('colocation-saint-etienne')).toBe('Saint Etienne');
  });
});

const coloc = (step: number, extra: Partial<User> = {}) => ({ type: 1, registration_step: step, home: null, profile: null, ...extra }) as User;

describe('registration forcing (SPEC 4)', () => {
  it('orders the coloc steps of SPEC 2.6', () => {
    const steps = colocSteps(coloc(0));
    expect(steps.slice(0, 15)).toEqual([
      'lifestyle-1', 'lifestyle-2', 'lifestyle-3', 'lifestyle-4', 'lifestyle-5', 'lifestyle-6', 'personality-1', 'personality-2',
      'athome-1', 'athome-2', 'employment', 'personality-3', 'personality-4', 'personality-5', 'home-1',
    ]);
    expect(steps.at(-1)).toBe('search');
    const nonColoc = colocSteps(coloc(0, { home: { is_coloc: false } as User['home'] }));
    expect(nonColoc.slice(15)).toEqual(['home-3b', 'home-3c', 'offres', 'annonce-moderation', 'annonce-paiement', 'succes-paiement', 'search']);
    const sharedWithoutHome = colocSteps(coloc(0, { profile: { home_kind: 'shared' } as User['profile'] }));
    expect(sharedWithoutHome.slice(15)).toEqual(['home-1b', 'home-2', 'home-4', 'search']);
    const sharedWithHome = colocSteps(coloc(0, { home: { is_coloc: true } as User['home'] }));
    expect(sharedWithHome.slice(15)).toEqual(['home-1b', 'home-2', 'home-3', 'home-4', 'search']);
  });

  it('forces an unfinished coloc from the dashboard to the step reached', () => {
    expect(registrationRedirect(coloc(3), { dashboard: true })).toBe('/registration/lifestyle-4?forced=1');
  });

  it('forces a coloc who jumps ahead, lets them go back', () => {
    expect(registrationRedirect(coloc(3), { dashboard: false, registrationStep: 'athome-1' })).toBe('/registration/lifestyle-4?forced=1');
    expect(registrationRedirect(coloc(3), { dashboard: false, registrationStep: 'lifestyle-2' })).toBeNull();
    expect(registrationRedirect(coloc(3), { dashboard: false, registrationStep: 'lifestyle-4' })).toBeNull();
  });

  it('leaves public pages, finished colocs and pros alone', () => {
    expect(registrationRedirect(coloc(3), { dashboard: false })).toBeNull();
    expect(registrationRedirect(coloc(REGISTRATION_DONE), { dashboard: true })).toBeNull();
    expect(registrationRedirect({ ...coloc(0), type: 2 }, { dashboard: true })).toBeNull();
    expect(registrationRedirect(null, { dashboard: true })).toBeNull();
  });
});
