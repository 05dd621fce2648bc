import * as contract from '../../../../shared/src/types/registration';
import { IMAGE_SIZES, imageUrl, isAllowedSize } from '../../../src/modules/images/sizes';

describe('image sizes', () => {
  it('are those of the shared contract', () => {
    expect(IMAGE_SIZES).toEqual(contract.IMAGE_SIZES);
    expect(imageUrl('AAAAAAAAAAAAAAAAAAAAAw')).toBe(contract.imageUrl('AAAAAAAAAAAAAAAAAAAAAw'));
    expect(imageUrl('AAAAAAAAAAAAAAAAAAAAAw', 256, 256)).toBe(contract.imageUrl('AAAAAAAAAAAAAAAAAAAAAw', 256, 256));
  });

  it('allow exactly the listed pairs', () => {
    expect(isAllowedSize(640, 480)).toBe(true);
    expect(isAllowedSize(64, 64)).toBe(true);
    expect(isAllowedSize(480, 640)).toBe(false);
    expect(isAllowedSize(641, 480)).toBe(false);
  });
});
