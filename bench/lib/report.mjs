// One line per figure, its target beside it. Figures only: a missed target is printed, never thrown.

/**
 * `failures`: failed requests, errors or lost messages behind the figure; a target is met only with none.
 * @typedef {{ measure: string, label: string, value: number | null, unit: string, target?: { max?: number, min?: number }, digits?: number, note?: string, failures?: number }} Figure
 */

const format = (value, unit, digits = 1) => (value === null || Number.isNaN(value) ? 'n/a' : `${value.toFixed(digits)}${unit ? ` ${unit}` : ''}`);

/** @param {Figure} figure */
export function verdict({ value, target, failures }) {
  if (!target || value === null) return '';
  if (failures) return 'MISSED';
  if (target.max !== undefined) return value <= target.max ? 'met' : 'MISSED';
  return value >= target.min ? 'met' : 'MISSED';
}

/** @param {Figure} figure */
export function targetText({ target, unit, digits }) {
  if (!target) return '';
  return target.max !== undefined ? `≤ ${format(target.max, unit, digits)}` : `≥ ${format(target.min, unit, digits)}`;
}

/** @param {Figure[]} figures */
export function printFigures(figures) {
  const width = Math.max(...figures.map((f) => `${f.measure}  ${f.label}`.length));
  for (const figure of figures) {
    const name = `${figure.measure}  ${figure.label}`.padEnd(width);
    const target = targetText(figure);
    const failures = figure.failures === undefined ? null : `${figure.failures} failed`;
    const note = [failures, figure.note].filter(Boolean).join(', ');
    const columns = [name, format(figure.value, figure.unit, figure.digits).padStart(11), target ? `target ${target}`.padEnd(18) : ''.padEnd(18), verdict(figure).padEnd(6), note];
    console.log(`  ${columns.join('  ').trimEnd()}`);
  }
}

export const kb = (bytes) => bytes / 1024;
