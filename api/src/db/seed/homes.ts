import { createHash } from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import sharp from 'sharp';
import { nowIso } from '../index';
import { hashPassword } from '../../lib/password';
import { computeReferenceRent } from '../../modules/homes/reference-rent';
import { newImagePublicId } from '../../lib/images/public-id';
import { removeOriginal, storeOriginal } from '../../lib/images/storage';
import { FRANCE_ID, optionIds } from '../../modules/options/catalogue';
import type { Database, HomesTable, RoomsTable } from '../types';
import { DEMO_PASSWORD } from './demo-accounts';

/*
 * Demo listings: published shared flats in the largest French cities, with rooms, rents close to
 * the local market and one locally drawn photo each, so that reference rents, searches and matching
 * have something to work on from the first start. Everything comes from a fixed pseudo-random
 * sequence: two seeds of an empty database give the same listings.
 */

export interface DemoOwner {
  email: string;
  first_name: string;
  name: string;
  /** 2 owner, 4 agent. */
  type: 2 | 4;
  business_name: string | null;
  avatar_color: string;
}

/** Listing owners; they sign in with DEMO_PASSWORD like the other demo accounts. */
export const DEMO_OWNERS: readonly DemoOwner[] = [
  { email: 'helene.rousseau@demo.toitpartage.fr', first_name: 'Hélène', name: 'Rousseau', type: 2, business_name: null, avatar_color: '#BA68C8' },
  { email: 'marc.lambert@demo.toitpartage.fr', first_name: 'Marc', name: 'Lambert', type: 2, business_name: null, avatar_color: '#4FC3F7' },
  { email: 'nadia.haddad@demo.toitpartage.fr', first_name: 'Nadia', name: 'Haddad', type: 2, business_name: null, avatar_color: '#E57373' },
  { email: 'julien.fontaine@demo.toitpartage.fr', first_name: 'Julien', name: 'Fontaine', type: 2, business_name: null, avatar_color: '#A1887F' },
  { email: 'thomas.mercier@demo.toitpartage.fr', first_name: 'Thomas', name: 'Mercier', type: 4, business_name: 'Colocs & Co Immobilier', avatar_color: '#4DB6AC' },
  { email: 'lea.girard@demo.toitpartage.fr', first_name: 'Léa', name: 'Girard', type: 4, business_name: 'Habitat Partagé Sud', avatar_color: '#FFB74D' },
];

export interface DemoHomesOptions {
  /** How many listings; 150 by default. */
  homes?: number;
  /** Spread over this many of the most populated French communes of `cities`; 15 by default. */
  cities?: number;
  /**
   * Existing accounts (by e-mail) that also receive listings, round-robin with DEMO_OWNERS, so the
   * README's demo owner, agent and manager land on a real properties list.
   */
  extraOwnerEmails?: readonly string[];
  /** Photo size; the default matches the largest served size (1600×1200) at a 4:3 ratio. */
  photoWidth?: number;
  photoHeight?: number;
}

/** Typical monthly rent of a room in a shared flat, charges excluded (order of magnitude of 2024 adverts). */
const ROOM_RENT_BY_CITY: Record<string, number> = {
  Paris: 850,
  Nice: 620,
  Lyon: 570,
  Bordeaux: 550,
  Marseille: 500,
  Montpellier: 500,
  Nantes: 500,
  Toulouse: 480,
  Strasbourg: 480,
  Lille: 480,
  Rennes: 470,
  Toulon: 450,
  Reims: 420,
  'Le Havre': 400,
  'Saint-Étienne': 360,
};
const DEFAULT_ROOM_RENT = 450;

/** Main postal code; Paris, Lyon and Marseille get an arrondissement instead. */
const POSTAL_CODES: Record<string, string> = {
  Toulouse: '31000',
  Nice: '06000',
  Nantes: '44000',
  Montpellier: '34000',
  Strasbourg: '67000',
  Bordeaux: '33000',
  Lille: '59000',
  Rennes: '35000',
  Toulon: '83000',
  Reims: '51100',
  'Saint-Étienne': '42000',
  'Le Havre': '76600',
};
const ARRONDISSEMENTS: Record<string, { prefix: string; count: number; digits: number }> = {
  Paris: { prefix: '750', count: 20, digits: 2 },
  Lyon: { prefix: '6900', count: 9, digits: 1 },
  Marseille: { prefix: '130', count: 16, digits: 2 },
};

const STREETS = [
  'rue de la République', 'avenue Jean-Jaurès', 'rue Victor-Hugo', 'boulevard Gambetta', 'rue Pasteur',
  'rue Émile-Zola', 'rue Voltaire', 'avenue de la Libération', 'rue des Lilas', 'rue du Moulin',
  'rue Jules-Ferry', 'place de la Liberté', 'rue Paul-Bert', 'rue de la Paix', 'rue des Écoles',
  'boulevard Carnot', 'rue Gabriel-Péri', 'rue Jean-Moulin', 'rue Saint-Michel', 'rue des Tanneurs',
];

type Random = () => number;

/** mulberry32: small, fast and good enough for demo data. */
function randomSequence(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const between = (random: Random, min: number, max: number) => min + random() * (max - min);
const integer = (random: Random, min: number, max: number) => Math.floor(between(random, min, max + 1));
const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
const roundTo = (value: number, step: number) => Math.round(value / step) * step;

function sample<T>(random: Random, list: readonly T[], count: number): T[] {
  const pool = [...list];
  const chosen: T[] = [];
  while (chosen.length < count && pool.length > 0) chosen.push(pool.splice(Math.floor(random() * pool.length), 1)[0]!);
  return chosen;
}

/** Soft colour schemes for the drawings: walls, accents, sky. */
const PALETTES = [
  { wall: '#F3E3D3', accent: '#C98B6B', trim: '#FFFDF8', sky: ['#BFE3F2', '#F5FBFE'], ground: '#B9D3A8', fabric: '#8FB8C9' },
  { wall: '#E8EEF1', accent: '#7C9CB4', trim: '#FFFFFF', sky: ['#C9DFF0', '#FDF6EC'], ground: '#C4D7B2', fabric: '#E2A98F' },
  { wall: '#F6EBD9', accent: '#B5A07A', trim: '#FFFBF2', sky: ['#F8D9C4', '#FDF2E4'], ground: '#CFD8B4', fabric: '#9DB49A' },
  { wall: '#EADFEA', accent: '#9C83A8', trim: '#FFFCFF', sky: ['#D6E6F5', '#F9F4FB'], ground: '#BBD0B7', fabric: '#D8B26E' },
  { wall: '#E3EFE6', accent: '#6F9C86', trim: '#FBFFFC', sky: ['#CFE8EE', '#F6FBF7'], ground: '#A9C9A0', fabric: '#E6A4A4' },
];

/** A building front under a sky: an apartment block or a house with a pitched roof. */
export function facadeSvg(random: Random, width: number, height: number, house: boolean): string {
  const p = pick(random, PALETTES);
  const groundY = height * 0.82;
  const bw = width * (house ? 0.56 : 0.5);
  const bx = (width - bw) / 2 + between(random, -width * 0.08, width * 0.08);
  const floors = house ? 2 : integer(random, 4, 6);
  const cols = house ? 3 : integer(random, 3, 5);
  const floorH = (groundY - height * (house ? 0.36 : 0.14)) / floors;
  const by = groundY - floorH * floors;
  const parts: string[] = [];
  parts.push(`<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="1" stop-color="${p.sky[1]}"/></linearGradient></defs>`);
  parts.push(`<rect width="${width}" height="${height}" fill="url(#sky)"/>`);
  parts.push(`<circle cx="${width * between(random, 0.1, 0.25)}" cy="${height * 0.16}" r="${height * 0.06}" fill="#FFE7A8" opacity="0.9"/>`);
  for (let i = 0; i < 3; i += 1) {
    const cx = width * between(random, 0.2, 0.95);
    const cy = height * between(random, 0.08, 0.3);
    parts.push(`<g fill="#FFFFFF" opacity="0.85"><ellipse cx="${cx}" cy="${cy}" rx="${width * 0.07}" ry="${height * 0.03}"/><ellipse cx="${cx + width * 0.04}" cy="${cy - height * 0.02}" rx="${width * 0.05}" ry="${height * 0.03}"/></g>`);
  }
  parts.push(`<rect y="${groundY}" width="${width}" height="${height - groundY}" fill="${p.ground}"/>`);
  parts.push(`<rect y="${groundY}" width="${width}" height="${height * 0.025}" fill="#D9D4CB"/>`);
  if (house) {
    parts.push(`<polygon points="${bx - bw * 0.06},${by} ${bx + bw / 2},${by - floorH * 1.1} ${bx + bw * 1.06},${by}" fill="${p.accent}"/>`);
  } else {
    parts.push(`<rect x="${bx - bw * 0.03}" y="${by - floorH * 0.18}" width="${bw * 1.06}" height="${floorH * 0.18}" fill="${p.accent}"/>`);
  }
  parts.push(`<rect x="${bx}" y="${by}" width="${bw}" height="${groundY - by}" fill="${p.wall}"/>`);
  const winW = (bw / cols) * 0.46;
  const winH = floorH * 0.55;
  for (let f = 0; f < floors; f += 1) {
    for (let c = 0; c < cols; c += 1) {
      const wx = bx + (bw / cols) * (c + 0.5) - winW / 2;
      const wy = by + floorH * f + floorH * 0.22;
      const isDoor = f === floors - 1 && c === Math.floor(cols / 2);
      if (isDoor) {
        parts.push(`<rect x="${wx}" y="${wy - floorH * 0.05}" width="${winW}" height="${groundY - wy + floorH * 0.05}" rx="${winW / 2}" fill="${p.accent}"/>`);
        continue;
      }
      const lit = random() < 0.3;
      parts.push(`<rect x="${wx - 4}" y="${wy - 4}" width="${winW + 8}" height="${winH + 8}" fill="${p.trim}"/>`);
      parts.push(`<rect x="${wx}" y="${wy}" width="${winW}" height="${winH}" fill="${lit ? '#FBE3A6' : '#A9C6D8'}"/>`);
      parts.push(`<line x1="${wx + winW / 2}" y1="${wy}" x2="${wx + winW / 2}" y2="${wy + winH}" stroke="${p.trim}" stroke-width="4"/>`);
      if (house) {
        parts.push(`<rect x="${wx - winW * 0.42}" y="${wy - 4}" width="${winW * 0.36}" height="${winH + 8}" fill="${p.fabric}"/>`);
        parts.push(`<rect x="${wx + winW * 1.06}" y="${wy - 4}" width="${winW * 0.36}" height="${winH + 8}" fill="${p.fabric}"/>`);
      } else if (f > 0 && random() < 0.5) {
        parts.push(`<rect x="${wx - 10}" y="${wy + winH * 0.72}" width="${winW + 20}" height="${winH * 0.28 + 6}" fill="none" stroke="#5E6B73" stroke-width="4"/>`);
      }
    }
  }
  for (const tx of [bx - width * 0.1, bx + bw + width * 0.1]) {
    if (random() < 0.35) continue;
    const r = height * between(random, 0.07, 0.1);
    parts.push(`<rect x="${tx - 8}" y="${groundY - r * 1.4}" width="16" height="${r * 1.5}" fill="#8A6A52"/>`);
    parts.push(`<circle cx="${tx}" cy="${groundY - r * 1.9}" r="${r}" fill="#8DB48A"/><circle cx="${tx + r * 0.5}" cy="${groundY - r * 1.5}" r="${r * 0.7}" fill="#9CC397"/>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${parts.join('')}</svg>`;
}

/** A furnished bedroom: window, bed, plant, a picture on the wall. */
export function roomSvg(random: Random, width: number, height: number): string {
  const p = pick(random, PALETTES);
  const floorY = height * 0.68;
  const parts: string[] = [];
  parts.push(`<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="1" stop-color="${p.sky[1]}"/></linearGradient></defs>`);
  parts.push(`<rect width="${width}" height="${floorY}" fill="${p.wall}"/>`);
  parts.push(`<rect y="${floorY}" width="${width}" height="${height - floorY}" fill="#D8BF9F"/>`);
  for (let x = -width * 0.2; x < width * 1.2; x += width / 9) {
    parts.push(`<line x1="${x}" y1="${height}" x2="${width / 2 + (x - width / 2) * 0.55}" y2="${floorY}" stroke="#C6AA88" stroke-width="3"/>`);
  }
  const left = random() < 0.5;
  const wx = left ? width * 0.08 : width * 0.62;
  const ww = width * 0.28;
  const wy = height * 0.12;
  const wh = height * 0.36;
  parts.push(`<rect x="${wx - 10}" y="${wy - 10}" width="${ww + 20}" height="${wh + 20}" fill="${p.trim}"/>`);
  parts.push(`<rect x="${wx}" y="${wy}" width="${ww}" height="${wh}" fill="url(#sky)"/>`);
  parts.push(`<line x1="${wx + ww / 2}" y1="${wy}" x2="${wx + ww / 2}" y2="${wy + wh}" stroke="${p.trim}" stroke-width="8"/>`);
  parts.push(`<line x1="${wx}" y1="${wy + wh * 0.45}" x2="${wx + ww}" y2="${wy + wh * 0.45}" stroke="${p.trim}" stroke-width="8"/>`);
  parts.push(`<path d="M${wx - 30},${wy - 20} q30,${wh * 0.6} 10,${wh + 30} h-30 z" fill="${p.fabric}" opacity="0.85"/>`);
  parts.push(`<path d="M${wx + ww + 30},${wy - 20} q-30,${wh * 0.6} -10,${wh + 30} h30 z" fill="${p.fabric}" opacity="0.85"/>`);
  const ax = left ? width * 0.6 : width * 0.14;
  parts.push(`<rect x="${ax}" y="${height * 0.16}" width="${width * 0.16}" height="${height * 0.2}" fill="${p.trim}" stroke="${p.accent}" stroke-width="6"/>`);
  parts.push(`<circle cx="${ax + width * 0.06}" cy="${height * 0.24}" r="${height * 0.045}" fill="${p.fabric}" opacity="0.8"/>`);
  parts.push(`<polygon points="${ax + width * 0.03},${height * 0.33} ${ax + width * 0.09},${height * 0.22} ${ax + width * 0.14},${height * 0.33}" fill="${p.accent}" opacity="0.7"/>`);
  const bedX = left ? width * 0.42 : width * 0.08;
  const bedW = width * 0.5;
  const bedY = floorY - height * 0.12;
  parts.push(`<rect x="${bedX}" y="${bedY - height * 0.14}" width="${width * 0.035}" height="${height * 0.3}" rx="8" fill="${p.accent}"/>`);
  parts.push(`<rect x="${bedX}" y="${bedY}" width="${bedW}" height="${height * 0.16}" rx="12" fill="#FFFFFF"/>`);
  parts.push(`<rect x="${bedX + bedW * 0.32}" y="${bedY - 6}" width="${bedW * 0.68}" height="${height * 0.17}" rx="14" fill="${p.fabric}"/>`);
  parts.push(`<rect x="${bedX + bedW * 0.08}" y="${bedY - height * 0.04}" width="${bedW * 0.2}" height="${height * 0.07}" rx="14" fill="${p.trim}" stroke="#E4DDD3" stroke-width="3"/>`);
  parts.push(`<rect x="${bedX}" y="${bedY + height * 0.16}" width="${bedW}" height="${height * 0.03}" fill="${p.accent}"/>`);
  parts.push(`<ellipse cx="${width / 2}" cy="${height * 0.9}" rx="${width * 0.24}" ry="${height * 0.05}" fill="${p.fabric}" opacity="0.45"/>`);
  const px = left ? width * 0.3 : width * 0.75;
  parts.push(`<polygon points="${px - 30},${floorY + 10} ${px + 30},${floorY + 10} ${px + 22},${floorY + 70} ${px - 22},${floorY + 70}" fill="#C9845F"/>`);
  for (let i = 0; i < 6; i += 1) {
    const angle = -150 + i * 24 + between(random, -6, 6);
    const rad = (angle * Math.PI) / 180;
    parts.push(`<ellipse cx="${px + Math.cos(rad) * 45}" cy="${floorY + 5 + Math.sin(rad) * 70}" rx="14" ry="46" transform="rotate(${angle + 90} ${px + Math.cos(rad) * 45} ${floorY + 5 + Math.sin(rad) * 70})" fill="${i % 2 ? '#7FAF7B' : '#96C290'}"/>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${parts.join('')}</svg>`;
}

const INTROS = [
  (surface: number, rooms: number) => `Bel appartement de ${surface} m² entièrement pensé pour la colocation, avec ${rooms} chambres à louer.`,
  (surface: number, rooms: number) => `Colocation conviviale de ${surface} m², ${rooms} chambres disponibles dans un logement rénové avec goût.`,
  (surface: number, rooms: number) => `Grand logement lumineux de ${surface} m² : ${rooms} chambres indépendantes et de beaux espaces à partager.`,
  (surface: number, rooms: number) => `Dans un immeuble calme et bien entretenu, ${surface} m² pour ${rooms} colocataires qui aiment vivre ensemble.`,
];
const COMMON = [
  'La cuisine équipée donne sur un séjour spacieux où l’on se retrouve volontiers le soir.',
  'Le salon commun, très lumineux, est meublé avec un grand canapé et une table pour six.',
  'Deux salles d’eau et des toilettes séparées évitent les embouteillages du matin.',
  'Le logement est entièrement meublé : il ne manque que vos affaires.',
  'Internet fibre, électroménager récent et ménage des parties communes deux fois par mois.',
];
const AROUND = [
  'Le métro est à cinq minutes à pied, avec commerces, marché et boulangerie au pied de l’immeuble.',
  'Quartier vivant et bien desservi : tram, bus et stations de vélos en libre-service tout près.',
  'À deux pas d’un grand parc et des quais, idéal pour courir ou se promener le week-end.',
  'Proche des universités et du centre-ville, dans une rue calme et arborée.',
];
const MOOD = [
  'L’ambiance est détendue et respectueuse : on partage un repas de temps en temps, chacun garde son rythme.',
  'Les colocataires actuels sont étudiants et jeunes actifs, plutôt calmes en semaine.',
  'Nous cherchons des personnes ouvertes, qui aiment partager sans envahir.',
];
const WISHES = [
  'Des personnes soigneuses et bienveillantes, prêtes à participer à la vie de la colocation.',
  'Étudiants ou jeunes actifs non-fumeurs, qui apprécient le calme en semaine.',
  'Quelqu’un de sociable, qui aime cuisiner et partager un repas de temps en temps.',
  'Peu importe le profil, pourvu que le respect et la bonne humeur soient au rendez-vous.',
];
const NAMES = [
  (rooms: number, city: string) => `Colocation ${rooms} chambres à ${city}`,
  (rooms: number, city: string) => `Grand T${rooms + 1} partagé au cœur de ${city}`,
  (rooms: number) => `Colocation lumineuse, ${rooms} chambres meublées`,
  (_rooms: number, city: string) => `Appartement convivial proche du centre de ${city}`,
  (rooms: number) => `Belle colocation de ${rooms} chambres avec séjour spacieux`,
];
const HOUSE_NAMES = [
  (rooms: number, city: string) => `Maison avec jardin en colocation à ${city}`,
  (rooms: number) => `Maison partagée, ${rooms} chambres et terrasse`,
];

function postalCode(random: Random, city: { name: string; admin2_code: string | null }): string | null {
  const arrondissement = ARRONDISSEMENTS[city.name];
  if (arrondissement) {
    return `${arrondissement.prefix}${String(integer(random, 1, arrondissement.count)).padStart(arrondissement.digits, '0')}`;
  }
  const known = POSTAL_CODES[city.name];
  if (known) return known;
  return city.admin2_code && /^[0-9]{2}$/.test(city.admin2_code) ? `${city.admin2_code}000` : null;
}

function dateInDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

interface PlannedPhoto {
  data: Buffer;
  width: number;
  height: number;
  sha256: string;
}

/** A listing before insertion: its owner (index in DEMO_OWNERS), columns, rooms and drawing. */
interface Planned {
  ownerIndex: number;
  home: Omit<Insertable<HomesTable>, 'user_id'>;
  rooms: Array<Omit<Insertable<RoomsTable>, 'home_id'>>;
  svg: string;
}

async function renderPhoto(svg: string): Promise<PlannedPhoto> {
  const { data, info } = await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, sha256: createHash('sha256').update(data).digest('hex') };
}

/** Ids of an option list present in the catalogue (empty if the list does not exist). */
function choices(list: string): number[] {
  return [...(optionIds(list) ?? [])];
}

/**
 * Creates the demo owners and their published listings, each with one generated photo, then
 * computes every listing's reference rent. Does nothing (answers 0) when the owners already exist
 * or when `cities` is empty. Answers the number of listings created.
 */
export async function seedDemoHomes(db: Kysely<Database>, dataDir: string, options: DemoHomesOptions = {}): Promise<number> {
  const homeCount = options.homes ?? 150;
  const photoWidth = options.photoWidth ?? 1600;
  const photoHeight = options.photoHeight ?? 1200;
  const existing = await db.selectFrom('users').select('id').where('email', 'in', DEMO_OWNERS.map((o) => o.email)).limit(1).execute();
  if (existing.length > 0) return 0;

  // Several geonames rows can share a commune's name; keep the first (most populated) of each.
  const candidates = await db
    .selectFrom('cities')
    .select(['id', 'name', 'admin2_code', 'lat', 'lng', 'country_id'])
    .where('country_id', '=', FRANCE_ID)
    .where('population', 'is not', null)
    .orderBy('population', 'desc')
    .orderBy('id')
    .limit((options.cities ?? 15) * 3)
    .execute();
  const seen = new Set<string>();
  const cities = candidates
    .filter((city) => {
      const key = `${city.name}|${city.admin2_code ?? ''}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, options.cities ?? 15);
  if (cities.length === 0 || homeCount <= 0) return 0;

  const random = randomSequence(20240915);
  const homeTypes = choices('home_type');
  const amenities = choices('amenities');
  const ecoloc = choices('ecoloc');
  const APARTMENT = 1;
  const HOUSE = 2;

  const now = nowIso();
  const planned: Planned[] = [];
  for (let i = 0; i < homeCount; i += 1) {
    // Half the listings go round the cities so each has a few; the other half favours the largest.
    const city =
      i < homeCount / 2
        ? cities[i % cities.length]!
        : cities[Math.min(cities.length - 1, Math.floor(random() ** 1.8 * cities.length))]!;
    const house = random() < 0.15;
    const roomCount = integer(random, 2, 4);
    const surface = roundTo(roomCount * between(random, 14, 20) + between(random, 25, 45), 1);
    const level = ROOM_RENT_BY_CITY[city.name] ?? DEFAULT_ROOM_RENT;
    const floor = house ? 0 : integer(random, 0, 6);
    const cityName = city.name;
    const rooms = Array.from({ length: roomCount }, (_, number) => {
      const roomSurface = roundTo(between(random, 9, 18), 0.5);
      return {
        number,
        name: null,
        rent: roundTo(level * between(random, 0.85, 1.15) * (0.8 + roomSurface / 60), 5),
        charges: roundTo(between(random, 30, 90), 5),
        surface: roomSurface,
        available_from: random() < 0.5 ? null : dateInDays(integer(random, 7, 90)),
        furnished: random() < 0.85 ? 1 : 0,
        private_bathroom: random() < 0.2 ? 1 : 0,
        private_toilets: random() < 0.15 ? 1 : 0,
        created_at: now,
        updated_at: now,
      };
    });
    const description = [
      pick(random, INTROS)(surface, roomCount),
      ...sample(random, COMMON, 2),
      pick(random, AROUND),
      pick(random, MOOD),
    ].join(' ');
    const name = (house ? pick(random, HOUSE_NAMES) : pick(random, NAMES))(roomCount, cityName);
    // About 3 km around the town centre, so that nearby listings fall within the 10 km of reference rents.
    const lat = city.lat + between(random, -0.025, 0.025);
    const lng = city.lng + between(random, -0.035, 0.035);
    const svg = random() < 0.5 ? facadeSvg(random, photoWidth, photoHeight, house) : roomSvg(random, photoWidth, photoHeight);
    planned.push({
      ownerIndex: i,
      home: {
        name,
        address: `${integer(random, 1, 120)} ${pick(random, STREETS)}`,
        address2: null,
        postal_code: postalCode(random, city),
        city: cityName,
        country: city.country_id,
        city_id: city.id,
        lat,
        lng,
        step: 3,
        is_coloc: 1,
        published: 1,
        moderation_status: 'accepted',
        home_type: homeTypes.includes(house ? HOUSE : APARTMENT) ? (house ? HOUSE : APARTMENT) : (homeTypes[0] ?? null),
        surface,
        bedroom_count: roomCount + (random() < 0.3 ? 1 : 0),
        floor,
        elevator: !house && floor >= 3 && random() < 0.8 ? 1 : 0,
        furnished: 1,
        amenities: JSON.stringify(sample(random, amenities, integer(random, 3, 7)).sort((a, b) => a - b)),
        handicap_friendly: !house && floor === 0 && random() < 0.3 ? 1 : 0,
        ecoloc: JSON.stringify(sample(random, ecoloc, integer(random, 0, 3)).sort((a, b) => a - b)),
        pay_by_service: 0,
        service_list: '[]',
        description,
        wishes: random() < 0.7 ? pick(random, WISHES) : null,
        created_at: now,
        updated_at: now,
      },
      rooms,
      svg,
    });
  }
  // Rendering is the slow part; sharp runs it on the libuv pool, a few at a time.
  const photos: PlannedPhoto[] = [];
  for (let i = 0; i < planned.length; i += 4) {
    photos.push(...(await Promise.all(planned.slice(i, i + 4).map((plan) => renderPhoto(plan.svg)))));
  }

  const hash = await hashPassword(DEMO_PASSWORD);
  const stored: string[] = [];
  try {
    for (const photo of photos) stored.push(await storeOriginal(dataDir, photo.data));
    await db.transaction().execute(async (trx) => {
      const ownerIds: number[] = [];
      for (const owner of DEMO_OWNERS) {
        const row = await trx
          .insertInto('users')
          .values({
            email: owner.email,
            password_hash: hash,
            first_name: owner.first_name,
            name: owner.name,
            type: owner.type,
            registration_step: 100,
            business_name: owner.business_name,
            avatar_color: owner.avatar_color,
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        ownerIds.push(row.id);
      }
      const extraEmails = options.extraOwnerEmails ?? [];
      if (extraEmails.length > 0) {
        const extras = await trx.selectFrom('users').select(['id', 'email']).where('email', 'in', extraEmails).execute();
        for (const email of extraEmails) {
          const extra = extras.find((row) => row.email === email);
          if (extra) ownerIds.push(extra.id);
        }
      }
      for (const [index, plan] of planned.entries()) {
        const userId = ownerIds[plan.ownerIndex % ownerIds.length]!;
        const home = await trx
          .insertInto('homes')
          .values({ ...plan.home, user_id: userId })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx.insertInto('rooms').values(plan.rooms.map((room) => ({ ...room, home_id: home.id }))).execute();
        const photo = photos[index]!;
        const image = await trx
          .insertInto('images')
          .values({
            user_id: userId,
            home_id: home.id,
            kind: 'home',
            file: stored[index]!,
            width: photo.width,
            height: photo.height,
            bytes: photo.data.length,
            sha256: photo.sha256,
            public_id: newImagePublicId(),
            created_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx.updateTable('homes').set({ image_orders: JSON.stringify([image.id]) }).where('id', '=', home.id).execute();
      }
      // Every listing's reference rent, now that all of them exist.
      const homes = await trx
        .selectFrom('homes')
        .select(['id', 'lat', 'lng', 'city_id', 'country'])
        .where('user_id', 'in', ownerIds)
        .execute();
      for (const home of homes) {
        await trx.updateTable('homes').set(await computeReferenceRent(trx, home)).where('id', '=', home.id).execute();
      }
    });
  } catch (error) {
    await Promise.all(stored.map((file) => removeOriginal(dataDir, file).catch(() => undefined)));
    throw error;
  }
  return planned.length;
}
