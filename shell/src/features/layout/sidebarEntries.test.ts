import type { Home, User } from '@coloc/shared';
import { sidebarEntries } from './sidebarEntries';

const location = { pathname: '/proprietaire/biens', search: '?home_id=9', hash: '' };
const user = (type: number, extra: Partial<User> = {}) => ({ id: 5, type, registration_step: 100, home: null, profile: null, home_leased: false, ...extra }) as User;
const home = (extra: Partial<Home> = {}) => ({ id: 9, is_coloc: true, notifications_advert: 0, notifications_agenda: 0, offer: null, mandate_status: null, ...extra }) as Home;
const labels = (input: Parameters<typeof sidebarEntries>[0]) => sidebarEntries(input).map((e) => e.label);

describe('sidebar entries (SPEC 2.7)', () => {
  it('lists the coloc entries in order', () => {
    expect(labels({ user: user(1), home: null, customerServiceUserId: null, location })).toEqual([
      'Mon dossier', 'Ma co-location', 'Service Client', 'Mon matching', 'Mes rendez-vous', 'Ma messagerie', 'Mon compte',
    ]);
  });

  it('hides Mon matching when the coloc home is leased', () => {
    expect(labels({ user: user(1, { home_leased: true }), home: null, customerServiceUserId: null, location })).not.toContain('Mon matching');
  });

  it('gives owners Mes biens and the agenda or requests by mandate state', () => {
    const owner = user(2);
    expect(labels({ user: owner, home: home({ mandate_status: 'complete' }), customerServiceUserId: null, location })).toEqual([
      'Mes biens', 'Agenda', 'Mon matching', 'Ma messagerie', 'Mon compte', 'Profil', 'Paramètres',
    ]);
    expect(labels({ user: owner, home: home({ mandate_status: 'signing' }), customerServiceUserId: null, location })).toContain('Mes demandes');
  });

  it('shows neither agenda nor requests to a manager without agenda access', () => {
    const entries = labels({ user: user(8), home: home({ notifications_agenda: 0 }), customerServiceUserId: null, location });
    expect(entries).not.toContain('Agenda');
    expect(entries).not.toContain('Mes demandes');
    expect(labels({ user: user(8), home: home({ notifications_agenda: 3 }), customerServiceUserId: null, location })).toContain('Mes demandes');
  });

  it('gives « Agenda » to the agency or manager of a complete mandate, even with no home of its own', () => {
    expect(labels({ user: user(8, { managed_mandates: 1 }), home: null, customerServiceUserId: null, location })).toContain('Agenda');
    expect(labels({ user: user(8, { managed_mandates: 0 }), home: null, customerServiceUserId: null, location })).not.toContain('Agenda');
    // The mandate offer with the mandate not complete yet gives a manager nothing.
    expect(labels({ user: user(8), home: home({ offer: 'mandate', mandate_status: 'signed' }), customerServiceUserId: null, location })).not.toContain('Agenda');
    expect(labels({ user: user(8), home: home({ offer: 'mandate', mandate_status: 'complete' }), customerServiceUserId: null, location })).toContain('Agenda');
  });

  it("calls the owner-occupier's home 'Mon logement'", () => {
    expect(labels({ user: user(1, { home: home({ is_coloc: false }) }), home: home({ is_coloc: false }), customerServiceUserId: null, location })[0]).toBe('Mon logement');
  });

  it('adds the customer-service entry for the configured user only', () => {
    expect(labels({ user: user(1), home: null, customerServiceUserId: 5, location })[0]).toBe('Service client – conversations');
    expect(labels({ user: user(1), home: null, customerServiceUserId: 6, location })).not.toContain('Service client – conversations');
  });

  it('gives moderators the moderation console first, and nobody else', () => {
    expect(sidebarEntries({ user: user(1, { staff_role: 'moderator' }), home: null, customerServiceUserId: null, location })[0]).toMatchObject({
      label: 'Modération des annonces',
      to: '/users/moderation?home_id=9',
    });
    expect(labels({ user: user(1, { staff_role: 'support' }), home: null, customerServiceUserId: null, location })).not.toContain('Modération des annonces');
  });

  it('keeps home_id on every link', () => {
    for (const entry of sidebarEntries({ user: user(2), home: home(), customerServiceUserId: null, location })) {
      expect(entry.to).toMatch(/^\/proprietaire\/.+\?home_id=9$/);
    }
  });
});
