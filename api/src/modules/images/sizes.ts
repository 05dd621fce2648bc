/*
 * IMAGE_SIZES and imageUrl of shared/src/types/registration.ts (the API does not depend on the
 * front-end package; test/modules/images/sizes.test.ts checks that both stay equal).
 */

/** Sizes accepted by /image/{id}/{width}/{height}; anything else is a 404. */
export const IMAGE_SIZES: ReadonlyArray<readonly [number, number]> = [
  [64, 64], [128, 128], [256, 256], [320, 240], [480, 360], [640, 480], [960, 720], [1280, 960], [1600, 1200],
  // Open Graph / Twitter card image (1.91:1) of the public advert and city pages.
  [1200, 630],
];

/** `publicId`: images.public_id, never the sequential key (issue 17, finding 4). */
export function imageUrl(publicId: string, width = 640, height = 480): string {
  return `/image/${publicId}/${width}/${height}`;
}

export function isAllowedSize(width: number, height: number): boolean {
  return IMAGE_SIZES.some(([w, h]) => w === width && h === height);
}
