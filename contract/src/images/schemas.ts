// Wire shapes of the image upload routes (a profile photo, a home's photos). The API validates,
// serialises and documents with them; `@coloc/shared` exports their static types to the screens.
import { Type, type Static } from 'typebox';
import { HomeIdParams, HomePhotoSchema } from '../homes/schemas';

export const ImageUploadResultSchema = Type.Object(
  {
    id: Type.Integer({ description: "Identifiant de l'image, pour les actions (suppression, ordre)" }),
    public_id: Type.String({ description: "Identifiant public de l'adresse /image/{public_id}/{largeur}/{hauteur}" }),
    url: Type.String({ description: '/image/{public_id}/{largeur}/{hauteur} dans une taille par défaut' }),
    image_orders: Type.Optional(Type.Array(Type.Integer(), { description: "Ordre des photos de l'annonce après l'envoi" })),
    photos: Type.Optional(Type.Array(HomePhotoSchema, { description: "Les photos de l'annonce après l'envoi, dans leur ordre, avec leur identifiant public" })),
  },
  { description: 'Image enregistrée' },
);
export type ImageUploadResult = Static<typeof ImageUploadResultSchema>;

/** A home's photo: the home (an id or 'default') and the image's id. */
export const HomePhotoParams = Type.Intersect([HomeIdParams, Type.Object({ imageId: Type.Integer({ minimum: 1 }) })]);
