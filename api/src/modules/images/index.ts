import multipart from '@fastify/multipart';
import { IMAGES_ROUTES as ROUTES } from '@coloc/contract/images/routes';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { nowIso, type Db } from '../../db';
import type { ImageRow } from '../../db/types';
import { badRequest, notFound } from '../../lib/errors';
import { homeForEditing } from '../homes';
import { loadHomeObject, parseIdList, photoPublicIds, toHomePhotos } from '../homes';
import { homeSchemaErrorFormatter } from '../homes';
import { photoIds, refreshHome } from '../homes';
import { contractRoute } from '../../lib/contract-route';
import { HOME_LIMITS } from '@coloc/contract/homes/limits';
import { inDecodeQueue } from './decode-queue';
import { dHash } from './phash';
import { IMAGE_MESSAGES, MAX_IMAGE_PIXELS, processUpload, type ProcessedImage } from './process';
import { removeImageFilesAfterCommit, removeOriginal, storeOriginal } from '../../lib/images/storage';
import { checkImageQuota, IMAGE_QUOTA } from './quota';
import { perAccountUploads, UPLOAD_RATE_LIMITS } from './rate-limit';
import { newImagePublicId } from '../../lib/images/public-id';
import { imageUrl } from './sizes';
import { readUploadedFile, UPLOAD_LIMITS } from './upload';

export { dHash, hammingDistance } from './phash';
export { publicIdsOf } from '../../lib/images/public-id';
export { imageUrl } from './sizes';
export { removeImageFiles } from '../../lib/images/storage';

const UPLOAD_DESCRIPTION = `Formulaire multipart avec une seule image dans le champ « file », strictement moins de 10 Mo. Le contenu est vérifié (JPEG, PNG, WebP, GIF, HEIF/AVIF) quel que soit le type déclaré ; l'image est réorientée selon ses données EXIF puis réenregistrée en JPEG sans métadonnées. Au plus ${IMAGE_QUOTA.count} images et ${IMAGE_QUOTA.bytes / (1024 * 1024)} Mo par compte (409 au-delà). Au plus ${MAX_IMAGE_PIXELS / 1_000_000} millions de pixels, lus dans l'en-tête avant tout décodage (400 au-delà) ; deux décodages à la fois sur le serveur (503 « Réessayez dans une minute » quand trop d'envois attendent) ; au plus ${UPLOAD_RATE_LIMITS.homePhotos} photos d'annonce et ${UPLOAD_RATE_LIMITS.avatars} photos de profil par compte et par ${UPLOAD_RATE_LIMITS.windowMs / 60_000} minutes (429 au-delà).`;

/** Default sizes of the url answered: a profile bubble, a listing card. */
const AVATAR_URL_SIZE = [256, 256] as const;

type NewImage = { user_id: number; home_id: number | null; kind: ImageRow['kind']; phash?: string | null };

/**
 * Stores the file, then runs `link` with the new row in a transaction; the file is removed again
 * if the transaction fails, so no upload leaves an orphan behind.
 */
async function saveImage<T>(
  db: Db,
  dataDir: string,
  image: NewImage,
  processed: ProcessedImage,
  link: (trx: Db, row: ImageRow) => Promise<T>,
): Promise<T> {
  const file = await storeOriginal(dataDir, processed.data);
  try {
    return await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('images')
        .values({
          ...image,
          file,
          width: processed.width,
          height: processed.height,
          bytes: processed.data.length,
          sha256: processed.sha256,
          public_id: newImagePublicId(),
          created_at: nowIso(),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return link(trx, row);
    });
  } catch (error) {
    // The row was rolled back; no variant can exist yet, only the original is left over.
    await removeOriginal(dataDir, file).catch(() => undefined);
    throw error;
  }
}

async function countPhotos(db: Db, homeId: number): Promise<number> {
  return (await photoIds(db, homeId)).length;
}

const imagesModule: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app;
  // Scoped to this plugin: only the upload routes accept multipart bodies.
  await app.register(multipart, { limits: UPLOAD_LIMITS });

  app.route({
    ...contractRoute(ROUTES['images.uploadAvatar'], {
      tags: ['images'],
      summary: 'Envoyer sa photo de profil',
      description: `${UPLOAD_DESCRIPTION} Remplace la photo précédente, qui est supprimée.`,
      consumes: ['multipart/form-data'],
      security: [{ session: [] }],
    }),
    onRequest: app.requireUser,
    config: perAccountUploads(UPLOAD_RATE_LIMITS.avatars),
    handler: async (request, reply) => {
      const user = request.user!;
      // The new avatar replaces the current one: that one does not count against the quota.
      await checkImageQuota(db, user.id, { replacing: user.avatar_image_id });
      const processed = await processUpload(await readUploadedFile(request));
      const { image, previous } = await saveImage(
        db,
        config.dataDir,
        { user_id: user.id, home_id: null, kind: 'avatar' },
        processed,
        async (trx, image) => {
          const current = await trx.selectFrom('users').select('avatar_image_id').where('id', '=', user.id).executeTakeFirstOrThrow();
          await checkImageQuota(trx, user.id, { replacing: current.avatar_image_id, alreadyInserted: image.id, bytes: image.bytes });
          // Only the user's own avatar is ever deleted, whatever avatar_image_id points to.
          const previous =
            current.avatar_image_id === null
              ? undefined
              : await trx
                  .selectFrom('images')
                  .select(['id', 'file'])
                  .where('id', '=', current.avatar_image_id)
                  .where('user_id', '=', user.id)
                  .where('kind', '=', 'avatar')
                  .executeTakeFirst();
          await trx
            .updateTable('users')
            .set({ avatar_image_id: image.id, avatar_approved: 1, updated_at: nowIso() })
            .where('id', '=', user.id)
            .execute();
          if (previous) await trx.deleteFrom('images').where('id', '=', previous.id).execute();
          return { image, previous };
        },
      );
      if (previous) await removeImageFilesAfterCommit(config.dataDir, [previous], request.log);
      reply.header('cache-control', 'no-store');
      return { id: image.id, public_id: image.public_id, url: imageUrl(image.public_id, ...AVATAR_URL_SIZE) };
    },
  });

  app.route({
    ...contractRoute(ROUTES['images.uploadHomePhoto'], {
      tags: ['images'],
      summary: 'Ajouter une photo à un logement (20 au plus)',
      description: `${UPLOAD_DESCRIPTION} La photo est ajoutée à la fin de image_orders et l'étape de l'annonce est recalculée.`,
      consumes: ['multipart/form-data'],
      security: [{ session: [] }],
    }),
    onRequest: app.requireUser,
    config: perAccountUploads(UPLOAD_RATE_LIMITS.homePhotos),
    schemaErrorFormatter: homeSchemaErrorFormatter,
    handler: async (request, reply) => {
      // Access and the photo limit are checked before the body is read and decoded. Photos are
      // the advert: a manager needs advert access (SPEC 6), as for PUT /homes/{id}.
      const home = await homeForEditing(db, request.user!, request.params.id, 'error', 'advert');
      if ((await countPhotos(db, home.id)) >= HOME_LIMITS.photos) throw badRequest(IMAGE_MESSAGES.tooManyPhotos);
      await checkImageQuota(db, request.user!.id);
      const processed = await processUpload(await readUploadedFile(request));
      // The moderation console compares it with the other adverts' photos (duplicate-photo flag).
      const phash = await inDecodeQueue(() => dHash(processed.data));
      const result = await saveImage(
        db,
        config.dataDir,
        { user_id: request.user!.id, home_id: home.id, kind: 'home', phash },
        processed,
        async (trx, image) => {
          // Again inside the transaction: two uploads may have passed the first check together.
          if ((await countPhotos(trx, home.id)) > HOME_LIMITS.photos) throw badRequest(IMAGE_MESSAGES.tooManyPhotos);
          await checkImageQuota(trx, request.user!.id, { alreadyInserted: image.id, bytes: image.bytes });
          const saved = await refreshHome(trx, home.id, { photosChanged: true });
          return {
            id: image.id,
            public_id: image.public_id,
            url: imageUrl(image.public_id),
            image_orders: parseIdList(saved.image_orders),
            photos: toHomePhotos(saved.image_orders, await photoPublicIds(trx, [saved])),
          };
        },
      );
      reply.header('cache-control', 'no-store');
      return result;
    },
  });

  app.route({
    ...contractRoute(ROUTES['images.deleteHomePhoto'], {
      tags: ['images'],
      summary: "Supprimer une photo d'un logement",
      description: "La photo est retirée de image_orders et l'étape de l'annonce est recalculée ; réponse : le logement.",
      security: [{ session: [] }],
    }),
    onRequest: app.requireUser,
    schemaErrorFormatter: homeSchemaErrorFormatter,
    handler: async (request, reply) => {
      const home = await homeForEditing(db, request.user!, request.params.id, 'error', 'advert');
      const { saved, image } = await db.transaction().execute(async (trx) => {
        const image = await trx
          .selectFrom('images')
          .select(['id', 'file'])
          .where('id', '=', request.params.imageId)
          .where('home_id', '=', home.id)
          .where('kind', '=', 'home')
          .executeTakeFirst();
        if (!image) throw notFound();
        await trx.deleteFrom('images').where('id', '=', image.id).execute();
        return { saved: await refreshHome(trx, home.id, { photosChanged: true }), image };
      });
      await removeImageFilesAfterCommit(config.dataDir, [image], request.log);
      reply.header('cache-control', 'no-store');
      return loadHomeObject(db, saved);
    },
  });
};

export default imagesModule;
