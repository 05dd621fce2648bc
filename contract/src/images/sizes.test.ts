import { imageUrl, isAllowedSize } from './sizes';

describe('image sizes', () => {
  it('name an image by its public id and size, 640×480 by default', () => {
    expect(imageUrl('AAAAAAAAAAAAAAAAAAAAAw')).toBe('/image/AAAAAAAAAAAAAAAAAAAAAw/640/480');
    expect(imageUrl('AAAAAAAAAAAAAAAAAAAAAw', 256, 256)).toBe('/image/AAAAAAAAAAAAAAAAAAAAAw/256/256');
  });

  it('allow exactly the listed pairs', () => {
    expect(isAllowedSize(640, 480)).toBe(true);
    expect(isAllowedSize(64, 64)).toBe(true);
    expect(isAllowedSize(1200, 630)).toBe(true);
    expect(isAllowedSize(480, 640)).toBe(false);
    expect(isAllowedSize(641, 480)).toBe(false);
  });
});
