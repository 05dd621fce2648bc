/**
 * A spatial grid of 0.1° cells (about 11 × 8 km in France) holding entries by reference: an entry
 * may sit in several cells (a person with several searched cities). A circle query visits only
 * the cells its bounding box touches, so a search in Lyon never looks at Paris.
 */
export const CELL_DEGREES = 0.1;

function cellKey(latCell: number, lngCell: number): number {
  return (latCell + 1000) * 10_000 + (lngCell + 2000);
}

export class Grid<T> {
  private readonly cells = new Map<number, Set<T>>();
  private readonly placed = new Map<number, { value: T; keys: number[] }>();

  get size(): number {
    return this.placed.size;
  }

  /** Places `value` (known by `id`) at these points (pairs of lat, lng); an empty list removes it. */
  set(id: number, value: T, points: readonly number[]): void {
    this.remove(id);
    if (points.length === 0) return;
    const keys: number[] = [];
    for (let i = 0; i + 1 < points.length; i += 2) {
      const key = cellKey(Math.floor(points[i]! / CELL_DEGREES), Math.floor(points[i + 1]! / CELL_DEGREES));
      if (keys.includes(key)) continue;
      keys.push(key);
      let cell = this.cells.get(key);
      if (!cell) {
        cell = new Set();
        this.cells.set(key, cell);
      }
      cell.add(value);
    }
    this.placed.set(id, { value, keys });
  }

  remove(id: number): void {
    const placed = this.placed.get(id);
    if (!placed) return;
    for (const key of placed.keys) {
      const cell = this.cells.get(key);
      cell?.delete(placed.value);
      if (cell && cell.size === 0) this.cells.delete(key);
    }
    this.placed.delete(id);
  }

  clear(): void {
    this.cells.clear();
    this.placed.clear();
  }

  /** Calls `visit` for every entry in the cells the box touches (an entry may come more than once). */
  forEachInBox(minLat: number, maxLat: number, minLng: number, maxLng: number, visit: (value: T) => void): void {
    const lat0 = Math.floor(minLat / CELL_DEGREES);
    const lat1 = Math.floor(maxLat / CELL_DEGREES);
    const lng0 = Math.floor(minLng / CELL_DEGREES);
    const lng1 = Math.floor(maxLng / CELL_DEGREES);
    for (let la = lat0; la <= lat1; la += 1) {
      for (let ln = lng0; ln <= lng1; ln += 1) {
        const cell = this.cells.get(cellKey(la, ln));
        if (cell) for (const value of cell) visit(value);
      }
    }
  }
}
