/** What the step depends on; everything else of a listing is optional. */
export interface StepInput {
  address: string | null;
  /** Only ever set to a row of `cities`, so non-null means a known city. */
  city_id: number | null;
  description: string | null;
  rooms: ReadonlyArray<{ rent: number | null }>;
  photoCount: number;
}

export const MIN_DESCRIPTION_LENGTH = 20;
/** From this step on a listing is complete: it can be submitted and gets a public link. */
export const COMPLETE_STEP = 3;

/**
 * 0 nothing yet, 1 address with a known city, 2 plus a description and a room with a rent,
 * 3 plus a photo. Each step needs the previous ones: a description without an address is still 0.
 * A rent of 0 counts (housing against services).
 */
export function computeStep(input: StepInput): number {
  if (!input.address?.trim() || input.city_id === null) return 0;
  const described = (input.description?.trim().length ?? 0) >= MIN_DESCRIPTION_LENGTH;
  if (!described || !input.rooms.some((room) => room.rent !== null)) return 1;
  if (input.photoCount < 1) return 2;
  return COMPLETE_STEP;
}
