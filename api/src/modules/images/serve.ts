import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import fs from 'node:fs/promises';
import sharp from 'sharp';
import type { ImageRow } from '../../db/types';
import { notFound } from '../../lib/errors';
import session from '../../plugins/session';
import { errorResponses } from '../../lib/schemas';
import { inDecodeQueue } from './decode-queue';
import { MAX_IMAGE_PIXELS } from './process';
import { imageAudience } from './access';
import { isImagePublicId } from '../../lib/images/public-id';
import { imageUrl, isAllowedSize } from './sizes';
import { originalPath, variantPath, writeFileAtomic, type VariantFormat } from '../../lib/images/storage';

/** A variant's bytes only change with the original, whose hash is in the URL-independent ETag. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const RESTRICTED = 'private, max-age=300';
/** An old sequential URL always leads to the same image: browsers and shared caches may keep the redirect. */
const REDIRECT_PUBLIC = 'public, max-age=86400';
const REDIRECT_RESTRICTED = 'private, no-store';
const CONTENT_TYPES: Record<VariantFormat, string> = { jpeg: 'image/jpeg', webp: 'image/webp' };

function positiveInteger(value: string): number | null {
  if (!/^[1-9][0-9]{0,9}$/.test(value)) return null;
  const parsed = Number(value);
  return Number.isSafeInteger(parsed) ? parsed : null;
}

/** WebP when the Accept header lists it with a non-zero quality (every current browser does for images). */
export function acceptsWebp(accept: string | undefined): boolean {
  if (!accept) return false;
  return accept.split(',').some((range) => {
    const [type, ...params] = range.trim().toLowerCase().split(';');
    if (type?.trim() !== 'image/webp') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}

/** GET /image/{id}/{width}/{height}, outside /api: resized on first request, then read from disk; see access.ts for who sees what. */
const imageServing: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app;
  // The signed-in viewer, for the images only some people may see (this plugin is outside /api).
  await app.register(session);
  // Concurrent first requests for one variant share a single resize.
  const rendering = new Map<string, Promise<Buffer>>();

  async function render(image: Pick<ImageRow, 'id' | 'file'>, target: string, width: number, height: number, format: VariantFormat) {
    // Cover: the variant has exactly the size asked, so cards and avatar bubbles line up;
    // 'attention' keeps the most salient part (a face, the lit room) when cropping.
    const pipeline = sharp(originalPath(config.dataDir, image.file), { limitInputPixels: MAX_IMAGE_PIXELS }).resize(width, height, {
      fit: 'cover',
      position: sharp.strategy.attention,
    });
    const data =
      format === 'webp'
        ? await pipeline.webp({ quality: 80 }).toBuffer()
        : await pipeline.jpeg({ quality: 82, progressive: true, mozjpeg: true }).toBuffer();
    await writeFileAtomic(target, data);
    return data;
  }

  async function variant(image: Pick<ImageRow, 'id' | 'file' | 'sha256'>, width: number, height: number, format: VariantFormat): Promise<Buffer> {
    const target = variantPath(config.dataDir, image, width, height, format);
    try {
      return await fs.readFile(target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    let pending = rendering.get(target);
    if (!pending) {
      // Same bounded queue as uploads: a variant is cut from an original of up to 50 MP.
      pending = inDecodeQueue(() => render(image, target, width, height, format)).finally(() => rendering.delete(target));
      rendering.set(target, pending);
    }
    return pending;
  }

  app.get(
    '/image/:id/:width/:height',
    {
      schema: {
        tags: ['images'],
        summary: 'Une image dans une taille autorisée',
        description:
          "Tailles : 64×64, 128×128, 256×256, 320×240, 480×360, 640×480, 960×720, 1280×960, 1600×1200, 1200×630 ; toute autre taille donne 404. Recadrée à la taille exacte, en WebP si le navigateur l'accepte, sinon en JPEG. Photo d'une annonce publiée ou photo de profil approuvée : publique et immuable. Sinon (annonce non publiée ou en modération, photo de profil non approuvée) : seulement pour les personnes qui gèrent l'annonce, la personne elle-même et les modérateurs ; 404 pour les autres, comme pour une image inconnue. {id} est l'identifiant public de l'image (22 caractères aléatoires) ; un ancien identifiant numérique redirige (308) vers l'adresse de l'image pour qui peut la voir, et donne 404 à tous les autres.",
        params: Type.Object({ id: Type.String(), width: Type.String(), height: Type.String() }),
        response: {
          200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'image/jpeg ou image/webp' }),
          304: Type.Null({ description: 'If-None-Match correspond : rien à renvoyer' }),
          308: Type.Null({ description: "Ancienne adresse numérique : l'image est à l'adresse de Location" }),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const width = positiveInteger(request.params.width);
      const height = positiveInteger(request.params.height);
      if (width === null || height === null || !isAllowedSize(width, height)) throw notFound();
      const columns = ['id', 'public_id', 'user_id', 'home_id', 'kind', 'file', 'sha256'] as const;
      if (!isImagePublicId(request.params.id)) {
        // An old sequential URL (finding 4): a redirect to the image's own URL for whoever may see
        // it, and for anyone else the very 404 of an unknown id, so walking the ids reveals nothing.
        const legacyId = positiveInteger(request.params.id);
        if (legacyId === null) throw notFound();
        const legacy = await db.selectFrom('images').select(columns).where('id', '=', legacyId).executeTakeFirst();
        if (!legacy) throw notFound();
        const audience = await imageAudience(db, legacy, request.user);
        if (audience === 'nobody') throw notFound();
        return reply
          .header('cache-control', audience === 'everyone' ? REDIRECT_PUBLIC : REDIRECT_RESTRICTED)
          .redirect(imageUrl(legacy.public_id, width, height), 308);
      }
      const image = await db.selectFrom('images').select(columns).where('public_id', '=', request.params.id).executeTakeFirst();
      if (!image) throw notFound();
      const audience = await imageAudience(db, image, request.user);
      if (audience === 'nobody') throw notFound();
      try {
        await fs.access(originalPath(config.dataDir, image.file));
      } catch {
        request.log.warn({ image: image.id }, 'image original missing on disk');
        throw notFound();
      }

      const format: VariantFormat = acceptsWebp(request.headers.accept) ? 'webp' : 'jpeg';
      const etag = `"${image.sha256.slice(0, 16)}-${width}x${height}-${format}"`;
      // The format depends on Accept, so a shared cache must key on it whichever format was sent.
      // An image only some people may see is never kept by a shared cache, and is asked again
      // after a few minutes (the advert may have been published, access withdrawn).
      reply
        .header('vary', 'Accept')
        .header('cache-control', audience === 'everyone' ? IMMUTABLE : RESTRICTED)
        .header('etag', etag);
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send(null);
      const data = await variant(image, width, height, format);
      return reply.type(CONTENT_TYPES[format]).send(data);
    },
  );
};

export default imageServing;
