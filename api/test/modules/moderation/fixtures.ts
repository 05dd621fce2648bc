import sharp from 'sharp';
import type { TestContext } from '../../helpers/app';
import { signup } from '../../helpers/app';
import { completeListing, homesApi, imageFile, upload } from '../homes/fixtures';

export function call(ctx: TestContext) {
  return (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string | null, payload?: unknown) =>
    ctx.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload !== undefined ? { payload: payload as object } : {}) });
}

/**
 * A photo of its own: random blocks, so that two adverts never share a fingerprint by chance
 * (makeJpeg draws the same picture every time).
 */
export async function uniqueJpeg(): Promise<Buffer> {
  const pixels = Buffer.alloc(16 * 12 * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = Math.floor(Math.random() * 256);
  return sharp(pixels, { raw: { width: 16, height: 12, channels: 3 } }).resize(64, 48, { kernel: 'nearest' }).jpeg({ quality: 90 }).toBuffer();
}

/** A signed-up account given staff_role 'moderator' (what the CLI or MODERATOR_EMAILS do). */
export async function moderator(ctx: TestContext) {
  const account = await signup(ctx.app, { type: 'users', first_name: 'Hugo', name: 'Lambert' });
  await ctx.app.db.updateTable('users').set({ staff_role: 'moderator' }).where('id', '=', account.user.id).execute();
  return account;
}

/**
 * A complete advert (address, description, a room with its rent, a photo) of a new owner, submitted
 * for moderation unless `submit` is false. `photo` lets two adverts share the same picture.
 */
export async function submittedAdvert(
  ctx: TestContext,
  cityId: number,
  options: { owner?: { cookie: string; user: { id: number; email: string } }; photo?: Buffer; submit?: boolean; home?: Record<string, unknown> } = {},
) {
  const owner = options.owner ?? (await signup(ctx.app, { type: 'proprietaire', first_name: 'Paul', name: 'Martin' }));
  const api = homesApi(ctx);
  const created = await api.post({ ...completeListing(cityId), ...(options.home ?? {}) }, owner.cookie);
  if (created.statusCode !== 201) throw new Error(`home: ${created.statusCode} ${created.body}`);
  const home = created.json();
  const photo = await upload(ctx, `/api/homes/${home.id}/images`, [imageFile(options.photo ?? (await uniqueJpeg()))], owner.cookie);
  if (photo.statusCode !== 200) throw new Error(`photo: ${photo.statusCode} ${photo.body}`);
  if (options.submit !== false) {
    const submitted = await api.put(home.id, { moderation_status: 'pending' }, owner.cookie);
    if (submitted.statusCode !== 200) throw new Error(`submit: ${submitted.statusCode} ${submitted.body}`);
  }
  return { id: home.id as number, owner, photoId: photo.json().id as number, photoUrl: photo.json().url as string };
}

export async function homeRow(ctx: TestContext, id: number) {
  return ctx.app.db.selectFrom('homes').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}
