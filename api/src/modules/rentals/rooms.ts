import type { RoomRow } from '../../db/types';

/** roomDisplayName of @coloc/shared: the room's name capitalised, else « Chambre » and a letter (A for 0). */
export function roomDisplayName(room: Pick<RoomRow, 'name' | 'number'>, prefix = 'Chambre '): string {
  const name = room.name?.trim();
  if (name) return name.charAt(0).toLocaleUpperCase('fr-FR') + name.slice(1);
  return `${prefix}${String.fromCharCode(65 + Math.max(0, room.number ?? 0))}`;
}
