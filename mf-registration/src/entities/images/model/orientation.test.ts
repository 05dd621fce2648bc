import { normalizeOrientation, orientationTransform } from './orientation';

type Point = [number, number];

function apply(matrix: readonly number[], [x, y]: Point): Point {
  const [a, b, c, d, e, f] = matrix as [number, number, number, number, number, number];
  return [a * x + c * y + e, b * x + d * y + f];
}

// A stored picture 4 wide and 3 high. EXIF says where its top-left, top-right and bottom-left
// corners must be displayed (TIFF 6.0, tag 0x0112: row 0 / column 0 sides).
const W = 4;
const H = 3;
const corners: Point[] = [
  [0, 0],
  [W, 0],
  [0, H],
];

const cases: Array<[orientation: number, size: Point, displayed: Point[]]> = [
  // 1: as stored.
  [1, [W, H], [[0, 0], [W, 0], [0, H]]],
  // 2: mirrored left-right.
  [2, [W, H], [[W, 0], [0, 0], [W, H]]],
  // 3: half turn.
  [3, [W, H], [[W, H], [0, H], [W, 0]]],
  // 4: mirrored top-bottom.
  [4, [W, H], [[0, H], [W, H], [0, 0]]],
  // 5: row 0 on the left, column 0 at the top (transpose).
  [5, [H, W], [[0, 0], [0, W], [H, 0]]],
  // 6: row 0 on the right, column 0 at the top (quarter turn clockwise).
  [6, [H, W], [[H, 0], [H, W], [0, 0]]],
  // 7: row 0 on the right, column 0 at the bottom (transverse).
  [7, [H, W], [[H, W], [H, 0], [0, W]]],
  // 8: row 0 on the left, column 0 at the bottom (quarter turn anticlockwise).
  [8, [H, W], [[0, W], [0, 0], [H, W]]],
];

describe('orientationTransform', () => {
  it.each(cases)('orientation %i puts the stored corners where EXIF says', (orientation, [width, height], displayed) => {
    const transform = orientationTransform(orientation, W, H);
    expect([transform.width, transform.height]).toEqual([width, height]);
    expect(corners.map((corner) => apply(transform.matrix, corner))).toEqual(displayed);
  });

  it('keeps every stored pixel inside the canvas', () => {
    for (let orientation = 1; orientation <= 8; orientation += 1) {
      const { width, height, matrix } = orientationTransform(orientation, W, H);
      for (const corner of [...corners, [W, H] as Point]) {
        const [x, y] = apply(matrix, corner);
        expect(x).toBeGreaterThanOrEqual(0);
        expect(x).toBeLessThanOrEqual(width);
        expect(y).toBeGreaterThanOrEqual(0);
        expect(y).toBeLessThanOrEqual(height);
      }
    }
  });

  it('treats a missing or unknown orientation as the stored one', () => {
    expect(orientationTransform(0, W, H)).toEqual(orientationTransform(1, W, H));
    expect(orientationTransform(9, W, H)).toEqual(orientationTransform(1, W, H));
    expect(normalizeOrientation(undefined)).toBe(1);
    expect(normalizeOrientation(6.5)).toBe(1);
    expect(normalizeOrientation(6)).toBe(6);
  });
});
