// Where the images routes answer (under /api). No TypeBox: the client bundles only this table.
import type { Endpoint } from '../route-map';

export const IMAGES_ENDPOINTS = {
  'images.uploadAvatar': { method: 'POST', path: '/users/upload' },
  'images.uploadHomePhoto': { method: 'POST', path: '/homes/:id/images' },
  'images.deleteHomePhoto': { method: 'DELETE', path: '/homes/:id/images/:imageId' },
} as const satisfies Record<`images.${string}`, Endpoint>;
