// The host reads the seeker's proposed slots in French, in Paris time (the homes are in France).
// Writing and checking slots is shared with the seekers' screens: visitSlotErrors & co in @coloc/shared.
const slotFormat = new Intl.DateTimeFormat('fr-FR', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Paris' });

/** 'samedi 14 mars 2026 à 15:00' in Paris time. */
export function formatSlot(iso: string): string {
  return slotFormat.format(new Date(iso));
}
