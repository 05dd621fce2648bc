// Values of the account's own-data routes (GET /users/{id}/export and /connections) that a
// client may need without TypeBox.

/** Bumped when a section of the export is renamed or removed; adding one keeps the version. */
export const DATA_EXPORT_VERSION = 1;

export const CONNECTION_METHODS = ['password', 'link', 'signup', 'reset', 'password_change'] as const;
export type ConnectionMethodValue = (typeof CONNECTION_METHODS)[number];

/** How many rows GET /users/{id}/connections answers. */
export const LATEST_CONNECTIONS = 10;
