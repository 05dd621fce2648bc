import sharp from 'sharp';
import type { Db } from '../../../src/db';
import { countryIdFromCode } from '../../../src/modules/options/catalogue';
import type { TestContext } from '../../helpers/app';

/** A few real communes: three close to each other, one 20 km away in the same département, others far. */
export const CITY_ROWS = {
  lyon: { name: 'Lyon', admin2_code: '69', lat: 45.7578, lng: 4.832 },
  villeurbanne: { name: 'Villeurbanne', admin2_code: '69', lat: 45.7719, lng: 4.8902 },
  venissieux: { name: 'Vénissieux', admin2_code: '69', lat: 45.6973, lng: 4.8859 },
  givors: { name: 'Givors', admin2_code: '69', lat: 45.5906, lng: 4.7689 },
  paris: { name: 'Paris', admin2_code: '75', lat: 48.8566, lng: 2.3522 },
  marseille: { name: 'Marseille', admin2_code: '13', lat: 43.2965, lng: 5.3698 },
  saintDenisReunion: { name: 'Saint-Denis', admin2_code: '974', lat: -20.8823, lng: 55.4504, country_id: 228 },
  bruxelles: { name: 'Bruxelles', admin2_code: null, lat: 50.8503, lng: 4.3517, country_id: countryIdFromCode('BE') },
} as const;
export type CityKey = keyof typeof CITY_ROWS;

/** Inserts the cities above and answers their ids (faster and steadier than the full seed). */
export async function insertCities(db: Db): Promise<Record<CityKey, number>> {
  const ids = {} as Record<CityKey, number>;
  for (const [key, city] of Object.entries(CITY_ROWS) as Array<[CityKey, (typeof CITY_ROWS)[CityKey]]>) {
    const row = await db
      .insertInto('cities')
      .values({
        name: city.name,
        search_name: city.name.toLowerCase(),
        country_id: 'country_id' in city ? city.country_id : 6,
        admin1_code: null,
        admin1_name: null,
        admin2_code: city.admin2_code,
        admin2_name: null,
        lat: city.lat,
        lng: city.lng,
        population: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids[key] = row.id;
  }
  return ids;
}

export function homesApi(ctx: TestContext) {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string | null, payload?: unknown) =>
    ctx.app.inject({
      method,
      url,
      headers: cookie ? { cookie } : {},
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
  return {
    get: (id: number | string, cookie?: string | null) => call('GET', `/api/homes/${id}`, cookie),
    post: (payload: unknown, cookie?: string | null) => call('POST', '/api/homes', cookie, payload),
    put: (id: number | string, payload: unknown, cookie?: string | null) => call('PUT', `/api/homes/${id}`, cookie, payload),
    remove: (id: number | string, cookie?: string | null) => call('DELETE', `/api/homes/${id}`, cookie),
  };
}

/** A small photo-like JPEG (a gradient with a darker band, so cropping has something to look at). */
export async function makeJpeg(width = 64, height = 48, options: { orientation?: number; comment?: boolean } = {}): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f4d9b0"/><stop offset="1" stop-color="#8fb8de"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/><rect x="0" y="${Math.floor(height / 3)}" width="${width}" height="${Math.max(1, Math.floor(height / 6))}" fill="#6b4f3a"/>
  </svg>`;
  let image = sharp(Buffer.from(svg)).jpeg({ quality: 90 });
  if (options.orientation || options.comment) {
    image = image.withMetadata({
      ...(options.orientation ? { orientation: options.orientation } : {}),
      ...(options.comment ? { exif: { IFD0: { Copyright: 'Secret Owner', ImageDescription: 'chez moi' } } } : {}),
    });
  }
  return image.toBuffer();
}

export async function makePng(width = 40, height = 30): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 200, g: 120, b: 80, alpha: 0.5 } } }).png().toBuffer();
}

export interface MultipartPart {
  name: string;
  filename?: string;
  contentType?: string;
  data: Buffer | string;
}

/** A multipart/form-data body as a browser would send it. */
export function multipart(parts: MultipartPart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----toitpartage${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename !== undefined ? `; filename="${part.filename}"` : ''}`;
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.contentType ? `Content-Type: ${part.contentType}\r\n` : ''}\r\n`;
    chunks.push(Buffer.from(head), Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export function imageFile(data: Buffer | string, filename = 'photo.jpg', contentType = 'image/jpeg'): MultipartPart {
  return { name: 'file', filename, contentType, data };
}

export async function upload(ctx: TestContext, url: string, parts: MultipartPart[], cookie?: string | null) {
  const { payload, headers } = multipart(parts);
  return ctx.app.inject({ method: 'POST', url, payload, headers: { ...headers, ...(cookie ? { cookie } : {}) } });
}

/** What a step-2 listing needs: an address in a known city, a description and a room with a rent. */
export function completeListing(cityId: number, rent = 500) {
  return {
    name: 'Grande colocation lumineuse',
    address: '12 rue de la République',
    postal_code: '69002',
    city_id: cityId,
    description: 'Un appartement lumineux de 110 m² au cœur de la ville, proche des transports.',
    rooms: [{ number: 0, name: 'Chambre bleue', rent, charges: 50, surface: 12 }],
  };
}
