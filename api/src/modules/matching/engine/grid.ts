/**
 * A spatial grid of 0.1° cells (about 11 × 8 km in France) holding entries by reference: an entry
 * may sit in several cells (a person with several searched cities). A circle query visits only
 * the cells its bounding box touches, so a search in Lyon never looks at Paris.
 *
 * Cells are plain arrays, not Sets: a query in Paris walks tens of thousands of entries, and array
 * iteration is several times faster than a Set's (the grid walk was the largest self time of a
 * profile match call). Removal pays instead (a scan of the entry's cells), on writes only.
 */
export const CELL_DEGREES = 0.1;

function cellKey(latCell: number, lngCell: number): number {
  return (latCell + 1000) * 10_000 + (lngCell + 2000);
}

export class Grid<T extends { id: number }> {
  private readonly cells = new Map<number, T[]>();
  /** The cells of each entry, by id. */
  private readonly placed = new Map<number, number[]>();

  get size(): number {
    return this.placed.size;
  }

  /** Places `value` at these points (pairs of lat, lng); an empty list removes it. */
  set(value: T, points: readonly number[]): void {
    this.remove(value.id);
    if (points.length === 0) return;
    const keys: number[] = [];
    for (let i = 0; i + 1 < points.length; i += 2) {
      const key = cellKey(Math.floor(points[i]! / CELL_DEGREES), Math.floor(points[i + 1]! / CELL_DEGREES));
      if (keys.includes(key)) continue;
      keys.push(key);
      let cell = this.cells.get(key);
      if (!cell) {
        cell = [];
        this.cells.set(key, cell);
      }
      cell.push(value);
    }
    this.placed.set(value.id, keys);
  }

  remove(id: number): void {
    const keys = this.placed.get(id);
    if (!keys) return;
    for (const key of keys) {
      const cell = this.cells.get(key);
      if (!cell) continue;
      const at = cell.findIndex((value) => value.id === id);
      if (at >= 0) {
        // Order within a cell means nothing: the last entry takes the removed one's place.
        cell[at] = cell[cell.length - 1]!;
        cell.pop();
      }
      if (cell.length === 0) this.cells.delete(key);
    }
    this.placed.delete(id);
  }

  clear(): void {
    this.cells.clear();
    this.placed.clear();
  }

  /** The cells' keys now, for a walk over every cell that may pause between cells (remapCell). */
  cellKeys(): number[] {
    return [...this.cells.keys()];
  }

  /**
   * Replaces each entry of one cell by `map(entry)`, which must keep its id, in every cell of that
   * entry at once (a query between two calls must never meet both objects); answers how many
   * entries of the cell were visited.
   */
  remapCell(key: number, map: (value: T) => T): number {
    const cell = this.cells.get(key);
    if (!cell) return 0;
    for (let i = 0; i < cell.length; i += 1) {
      const value = cell[i]!;
      const next = map(value);
      if (next === value) continue;
      cell[i] = next;
      for (const other of this.placed.get(value.id) ?? []) {
        if (other === key) continue;
        const elsewhere = this.cells.get(other);
        const at = elsewhere ? elsewhere.indexOf(value) : -1;
        if (at >= 0) elsewhere![at] = next;
      }
    }
    return cell.length;
  }

  /** The cells the box touches, for a walk that pauses between cells (an entry may be in several). */
  cellsInBox(minLat: number, maxLat: number, minLng: number, maxLng: number): T[][] {
    const cells: T[][] = [];
    const lat0 = Math.floor(minLat / CELL_DEGREES);
    const lat1 = Math.floor(maxLat / CELL_DEGREES);
    const lng0 = Math.floor(minLng / CELL_DEGREES);
    const lng1 = Math.floor(maxLng / CELL_DEGREES);
    for (let la = lat0; la <= lat1; la += 1) {
      for (let ln = lng0; ln <= lng1; ln += 1) {
        const cell = this.cells.get(cellKey(la, ln));
        if (cell) cells.push(cell);
      }
    }
    return cells;
  }

  /** Calls `visit` for every entry in the cells the box touches (an entry may come more than once). */
  forEachInBox(minLat: number, maxLat: number, minLng: number, maxLng: number, visit: (value: T) => void): void {
    for (const cell of this.cellsInBox(minLat, maxLat, minLng, maxLng)) {
      for (let i = 0; i < cell.length; i += 1) visit(cell[i]!);
    }
  }
}
