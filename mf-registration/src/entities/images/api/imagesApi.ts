// Uploads of the image pipeline (SPEC 7: multipart field 'file'). Refusals (bad image, too large,
// too many photos) come back as `{error}` in French and are shown next to the photo by the caller.
import { FORM_STATUSES, type Home, type ImageUploadResult, call } from '@coloc/shared';
import { IMAGES_ENDPOINTS } from '@coloc/contract/images/endpoints';

/** 413 is the server's "too large" refusal: a form error like the others, shown inline. */
const inline = { context: { handledStatuses: [...FORM_STATUSES, 413] } };
/** Up to 10 MB on a mobile connection: well beyond the client's default 30 s. */
const UPLOAD_TIMEOUT_MS = 180_000;

function formWith(blob: Blob): FormData {
  const form = new FormData();
  // The bytes are always a JPEG by now (prepareImage), whatever the chosen file was called.
  form.append('file', blob, 'photo.jpg');
  return form;
}

/** POST /api/users/upload: the signed-in user's profile photo (replaces the previous one). */
export function uploadAvatar(blob: Blob): Promise<ImageUploadResult> {
  return call(IMAGES_ENDPOINTS, 'images.uploadAvatar', {}, { body: formWith(blob), timeout: UPLOAD_TIMEOUT_MS, ...inline });
}

/** POST /api/homes/:id/images: adds a photo at the end; the answer carries the new image_orders. */
export function uploadHomePhoto(homeId: number | 'default', blob: Blob): Promise<ImageUploadResult> {
  return call(IMAGES_ENDPOINTS, 'images.uploadHomePhoto', { id: homeId }, { body: formWith(blob), timeout: UPLOAD_TIMEOUT_MS, ...inline });
}

/** DELETE /api/homes/:id/images/:imageId: answers the home without that photo. */
export function deleteHomePhoto(homeId: number | 'default', imageId: number): Promise<Home> {
  return call(IMAGES_ENDPOINTS, 'images.deleteHomePhoto', { id: homeId, imageId }, inline);
}
