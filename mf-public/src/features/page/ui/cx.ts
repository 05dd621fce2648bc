/** Joins class names, skipping the falsy ones (clsx is not a dependency of this remote). */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
