// EXIF orientation (tag 0x0112) as a canvas transform. Pure, so it is unit-tested on its own.

/** Canvas size and `ctx.setTransform(a, b, c, d, e, f)` that draw a stored image upright. */
export interface OrientationTransform {
  width: number;
  height: number;
  matrix: readonly [a: number, b: number, c: number, d: number, e: number, f: number];
}

/** Valid EXIF orientations; anything else (missing, 0, garbage) means "as stored". */
export function normalizeOrientation(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 8 ? value : 1;
}

/**
 * `width` × `height` are the stored pixel dimensions. Orientations 5 to 8 turn the picture a
 * quarter, so the canvas swaps its sides. Each matrix maps a stored pixel (x, y) to
 * (a·x + c·y + e, b·x + d·y + f) on the canvas:
 * 2 mirror, 3 half turn, 4 upside-down mirror, 5 transpose, 6 quarter turn clockwise,
 * 7 transverse, 8 quarter turn anticlockwise.
 */
export function orientationTransform(orientation: number, width: number, height: number): OrientationTransform {
  switch (normalizeOrientation(orientation)) {
    case 2:
      return { width, height, matrix: [-1, 0, 0, 1, width, 0] };
    case 3:
      return { width, height, matrix: [-1, 0, 0, -1, width, height] };
    case 4:
      return { width, height, matrix: [1, 0, 0, -1, 0, height] };
    case 5:
      return { width: height, height: width, matrix: [0, 1, 1, 0, 0, 0] };
    case 6:
      return { width: height, height: width, matrix: [0, 1, -1, 0, height, 0] };
    case 7:
      return { width: height, height: width, matrix: [0, -1, -1, 0, height, width] };
    case 8:
      return { width: height, height: width, matrix: [0, -1, 1, 0, 0, width] };
    default:
      return { width, height, matrix: [1, 0, 0, 1, 0, 0] };
  }
}
