// How a room is named on every screen, mail and PDF (SPEC 3). No TypeBox.

/** The room's own name capitalised, else the prefix and a letter from its number (A for 0). */
export function roomDisplayName(room: { readonly name: string | null; readonly number: number | null }, prefix = 'Chambre '): string {
  const name = room.name?.trim();
  if (name) return name.charAt(0).toLocaleUpperCase('fr-FR') + name.slice(1);
  return `${prefix}${String.fromCharCode(65 + Math.max(0, room.number ?? 0))}`;
}
