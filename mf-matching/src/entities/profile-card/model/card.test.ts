import { avatarColour, displayName, guaranteeState, initials, photoUrl, positionIcon } from './card';

describe('profile card model (SPEC 2.9)', () => {
  it('shows the first name and the surname initial only', () => {
    expect(displayName({ FirstName: 'Léa', Name: 'martin' })).toBe('Léa M.');
    expect(displayName({ FirstName: 'Élodie', Name: 'É.' })).toBe('Élodie É.');
    expect(displayName({ FirstName: 'Sam', Name: '' })).toBe('Sam');
    expect(initials({ FirstName: 'léa', Name: 'Martin' })).toBe('LM');
  });

  it('gives each member a stable colour', () => {
    expect(avatarColour(7)).toBe(avatarColour(7));
    expect(avatarColour(1)).not.toBe(avatarColour(2));
  });

  it('takes the first photo URL as sent, never turning a sequential image id into a URL', () => {
    expect(photoUrl({ Avatars: ['/image/Av3PublicIdxxxxxxxxxxx/256/256', '/image/Av4PublicIdxxxxxxxxxxx/256/256'] })).toBe('/image/Av3PublicIdxxxxxxxxxxx/256/256');
    expect(photoUrl({ Avatars: ['12'] })).toBeNull();
    expect(photoUrl({ Avatars: ['12', '/image/Av4PublicIdxxxxxxxxxxx/256/256'] })).toBe('/image/Av4PublicIdxxxxxxxxxxx/256/256');
    expect(photoUrl({ Avatars: [] })).toBeNull();
    expect(photoUrl({ Avatars: [' '] })).toBeNull();
  });

  it('reads the guarantee status', () => {
    expect(guaranteeState('validated')).toBe('valid');
    expect(guaranteeState('pending')).toBe('pending');
    expect(guaranteeState('none')).toBeNull();
    expect(guaranteeState('refused')).toBeNull();
    expect(guaranteeState(null)).toBeNull();
  });

  it('pictures the position', () => {
    expect(positionIcon(1)).toBe('room');
    expect(positionIcon(5)).toBe('host');
    expect(positionIcon(null)).toBeNull();
    expect(positionIcon(9)).toBeNull();
  });
});
