import { makeUser } from '@coloc/shared/testing';
import { makeHome, makeLandlord, OWNER_ID } from '../testing';
import { advertAccess, mayDelegate, myLandlordRole } from './access';

const creator = makeLandlord();
const managerEntry = makeLandlord({ id: 20, user_id: 20, role: 'manager', status: 'accepted', invitation_id: 3 });
const pendingOwner = makeLandlord({ id: 21, user_id: 21, role: 'owner', status: 'pending', invitation_id: 4 });
const landlords = [creator, managerEntry, pendingOwner];

describe('advert access on the owner screens (SPEC 6)', () => {
  it('gives every right to the owner', () => {
    const owner = makeUser({ id: OWNER_ID, type: 2 });
    expect(myLandlordRole(landlords, OWNER_ID)).toBe('owner');
    expect(advertAccess(owner, makeHome(), landlords)).toBe(true);
    expect(mayDelegate(landlords, OWNER_ID)).toBe(true);
  });

  it('gives a manager the advert only when the owner hands it over (2, 3, or 0 under the mandate offer)', () => {
    const manager = makeUser({ id: 20, type: 8 });
    expect(advertAccess(manager, makeHome({ notifications_advert: 0 }), landlords)).toBe(false);
    expect(advertAccess(manager, makeHome({ notifications_advert: 2 }), landlords)).toBe(true);
    expect(advertAccess(manager, makeHome({ notifications_advert: 3 }), landlords)).toBe(true);
    expect(advertAccess(manager, makeHome({ notifications_advert: 0, offer: 'mandate', mandate_status: 'signed' }), landlords)).toBe(false);
    expect(advertAccess(manager, makeHome({ notifications_advert: 0, offer: 'mandate', mandate_status: 'complete' }), landlords)).toBe(true);
    expect(mayDelegate(landlords, 20)).toBe(false);
  });

  it('follows the role of the invitation, not the account type, once landlords are known', () => {
    // A proprio account invited as a manager acts as a manager for this home.
    const invitedAsManager = makeUser({ id: 20, type: 2 });
    expect(advertAccess(invitedAsManager, makeHome({ notifications_advert: 0 }), landlords)).toBe(false);
  });

  it('lets owners and the creating agency delegate, not an agency invited later', () => {
    const agencyCreator = [makeLandlord({ id: 4, user_id: 4, role: 'agent', status: 'creator' })];
    expect(mayDelegate(agencyCreator, 4)).toBe(true);
    expect(mayDelegate([creator, makeLandlord({ id: 5, user_id: 5, role: 'agent', status: 'accepted', invitation_id: 8 })], 5)).toBe(false);
    expect(mayDelegate([creator, makeLandlord({ id: 6, user_id: 6, role: 'owner', status: 'accepted', invitation_id: 9 })], 6)).toBe(true);
    expect(mayDelegate(landlords, 21)).toBe(false);
  });

  it('gives nothing to a pending invitee or a stranger', () => {
    expect(myLandlordRole(landlords, 21)).toBeNull();
    expect(advertAccess(makeUser({ id: 21, type: 2 }), makeHome(), landlords)).toBe(false);
    expect(advertAccess(makeUser({ id: 99, type: 2 }), makeHome(), landlords)).toBe(false);
    expect(advertAccess(null, makeHome(), landlords)).toBe(false);
  });

  it("falls back on the account's rule while the landlords are unknown", () => {
    expect(advertAccess(makeUser({ id: 5, type: 2 }), makeHome(), [])).toBe(true);
    expect(advertAccess(makeUser({ id: 5, type: 8 }), makeHome({ notifications_advert: 0 }), [])).toBe(false);
  });
});
