import { makeUser } from '@coloc/shared/testing';
import { makeHome, makeRoom } from '../testing';
import { advertParts, completionStep, homeScreenPath, ownerStepPath } from './links';

const owner = makeUser({ type: 2 });
const agent = makeUser({ type: 4 });
const occupier = makeUser({ type: 1, home: makeHome({ is_coloc: false }) });

describe('completing an advert', () => {
  it('goes back to the first missing part', () => {
    const details = makeHome().details!;
    expect(completionStep(makeHome({ step: 0, image_orders: [], rooms: [], details: { ...details, description: null } }))).toBe('annonce-adresse');
    expect(completionStep(makeHome({ step: 1, image_orders: [], rooms: [makeRoom()], details: { ...details, description: 'Trop court' } }))).toBe('annonce-description');
    expect(completionStep(makeHome({ step: 1, image_orders: [], rooms: [makeRoom({ rent: null })] }))).toBe('annonce-chambres');
    expect(completionStep(makeHome({ step: 2, image_orders: [] }))).toBe('annonce-photo-video');
  });

  it('trusts the server step for the parts it has checked', () => {
    expect(advertParts(makeHome({ step: 3, image_orders: [], rooms: [] }))).toEqual({ address: true, description: true, rooms: true, photos: true });
  });

  it("uses the professionals' steps, or the owner-occupier's own branch", () => {
    expect(ownerStepPath(owner, 'annonce-description', 12)).toBe('/proprietaire/annonce-description/12');
    expect(ownerStepPath(agent, 'annonce-adresse', 'new')).toBe('/agent/annonce-adresse/new');
    expect(ownerStepPath(occupier, 'annonce-adresse', 12)).toBe('/registration/home-3b');
    expect(ownerStepPath(occupier, 'annonce-photo-video', 12)).toBe('/registration/home-3c');
  });

  it('names the home in home_id so that the property bar shows it', () => {
    expect(homeScreenPath('DashboardAdvertEdit', owner, 12, { home_id: '12' })).toBe('/proprietaire/annonce/12?home_id=12');
    expect(homeScreenPath('DashboardRequests', agent, 5, {}, { pathname: '/agent/biens', search: '?home_id=9', hash: '' })).toBe('/agent/demandes?home_id=5');
  });
});
