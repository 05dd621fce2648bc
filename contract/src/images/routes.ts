// The images route map: each endpoint with its schemas. The API registers its routes from it;
// clients read it as types only (RouteInput, RouteResult).
import { defineRoutes } from '../route-map';
import { IMAGES_ENDPOINTS } from './endpoints';
import { HomeIdParams, HomeSchema } from '../homes/schemas';
import { HomePhotoParams, ImageUploadResultSchema } from './schemas';

export const IMAGES_ROUTES = defineRoutes(IMAGES_ENDPOINTS, {
  'images.uploadAvatar': { response: { 200: ImageUploadResultSchema } },
  'images.uploadHomePhoto': { params: HomeIdParams, response: { 200: ImageUploadResultSchema } },
  'images.deleteHomePhoto': { params: HomePhotoParams, response: { 200: HomeSchema } },
});
