import { avatarColours } from './peer';

function contrast(a: string, b: string): number {
  const lum = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

// The colours the API gives new accounts (api/src/modules/auth AVATAR_COLORS).
const SIGNUP_COLOURS = ['#E57373', '#F06292', '#BA68C8', '#7986CB', '#4FC3F7', '#4DB6AC', '#81C784', '#FFB74D', '#A1887F'];

describe('avatarColours', () => {
  it.each(SIGNUP_COLOURS)('writes initials at 4.5:1 at least on %s', (colour) => {
    const { background, color } = avatarColours({ avatar_color: colour, user_id: 1 });
    expect(contrast(background.toLowerCase(), color)).toBeGreaterThanOrEqual(4.5);
  });

  it("keeps the user's own colour when one text colour already reads on it", () => {
    expect(avatarColours({ avatar_color: '#FFB74D', user_id: 1 })).toEqual({ background: '#FFB74D', color: '#2b2623' });
  });

  it('darkens a mid-tone colour that neither text colour reads on', () => {
    const { background, color } = avatarColours({ avatar_color: '#7986CB', user_id: 1 });
    expect(background).not.toBe('#7986CB');
    expect(color).toBe('#ffffff');
  });

  it('falls back to a colour of the palette without one', () => {
    expect(avatarColours({ avatar_color: null, user_id: 3 }).color).toBe('#ffffff');
  });
});
