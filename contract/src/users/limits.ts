// Values of the account's own-data routes (GET /users/{id}/export and /connections) that a
// client may need without TypeBox.

/**
 * « toit-partage-mes-donnees-2026-11-27.json »: the export's file name, for the day in Paris
 * (YYYY-MM-DD, the day the person sees), the same whether the API names the attachment or the
 * page saves the file it fetched.
 */
export function dataExportFileName(parisDay: string): string {
  return `toit-partage-mes-donnees-${parisDay}.json`;
}

/** Bumped when a section of the export is renamed or removed; adding one keeps the version. */
export const DATA_EXPORT_VERSION = 1;

export const CONNECTION_METHODS = ['password', 'link', 'signup', 'reset', 'password_change'] as const;
export type ConnectionMethodValue = (typeof CONNECTION_METHODS)[number];

/**
 * « Journaux de connexion : un an » (privacy page; LCEN, décret 2021-1362): what the retention job
 * keeps of the connection log, in calendar months, and so what the export gives of it.
 */
export const CONNECTION_LOG_KEPT_MONTHS = 12;

/** How many rows GET /users/{id}/connections answers. */
export const LATEST_CONNECTIONS = 10;
