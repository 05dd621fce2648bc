/** The `home_id` query of owner screens (SPEC 2.4), or null when absent or not an id. */
export function homeIdFromSearch(search: string): number | null {
  const value = new URLSearchParams(search).get('home_id');
  return value && /^[1-9][0-9]{0,14}$/.test(value) ? Number(value) : null;
}

/** The same search with another `home_id` (or none), other parameters kept. */
export function searchWithHomeId(search: string, homeId: number | null): string {
  const query = new URLSearchParams(search);
  if (homeId === null) query.delete('home_id');
  else query.set('home_id', String(homeId));
  const text = query.toString();
  return text ? `?${text}` : '';
}
