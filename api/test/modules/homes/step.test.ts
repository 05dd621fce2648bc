import { computeStep, type StepInput } from '../../../src/modules/homes/step';

const complete: StepInput = {
  address: '5 place Bellecour',
  city_id: 12,
  description: 'Grand appartement lumineux, proche du métro.',
  rooms: [{ rent: null }, { rent: 450 }],
  photoCount: 1,
};

describe('computeStep', () => {
  it('is 3 for a complete listing', () => {
    expect(computeStep(complete)).toBe(3);
  });

  it('is 0 without an address or a known city, whatever else is filled', () => {
    expect(computeStep({ ...complete, address: null })).toBe(0);
    expect(computeStep({ ...complete, address: '   ' })).toBe(0);
    expect(computeStep({ ...complete, city_id: null })).toBe(0);
  });

  it('is 1 with an address but no long enough description or no room with a rent', () => {
    expect(computeStep({ ...complete, description: null })).toBe(1);
    expect(computeStep({ ...complete, description: `${'x'.repeat(19)}     ` })).toBe(1);
    expect(computeStep({ ...complete, rooms: [] })).toBe(1);
    expect(computeStep({ ...complete, rooms: [{ rent: null }] })).toBe(1);
  });

  it('counts a description of exactly 20 characters and a rent of 0 (housing against services)', () => {
    expect(computeStep({ ...complete, description: 'x'.repeat(20), rooms: [{ rent: 0 }] })).toBe(3);
  });

  it('is 2 without a photo', () => {
    expect(computeStep({ ...complete, photoCount: 0 })).toBe(2);
  });
});
