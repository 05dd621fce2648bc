// The sizes an image is served in, and its URL. No TypeBox: the API serves and names images with
// it, the screens build their <img> sources with it.

/** Sizes accepted by /image/{public_id}/{width}/{height}; anything else is a 404. */
export const IMAGE_SIZES: ReadonlyArray<readonly [number, number]> = [
  [64, 64], [128, 128], [256, 256], [320, 240], [480, 360], [640, 480], [960, 720], [1280, 960], [1600, 1200],
  // Open Graph / Twitter card image (1.91:1) of the public advert and city pages.
  [1200, 630],
];

/**
 * `publicId`: the image's public id as the API sends it (Avatar.public_id, Home.photos, …), never
 * its sequential id: those URLs only redirect, and only for whoever may see the image (issue 17).
 */
export function imageUrl(publicId: string, width = 640, height = 480): string {
  return `/image/${publicId}/${width}/${height}`;
}

export function isAllowedSize(width: number, height: number): boolean {
  return IMAGE_SIZES.some(([w, h]) => w === width && h === height);
}
