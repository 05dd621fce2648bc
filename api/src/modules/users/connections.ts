// The latest connections of an account (GET /users/{id}/connections), for « Dernières connexions »:
// the French words are decided here, once, so the screen shows them as they come.
import { LATEST_CONNECTIONS, type ConnectionMethodValue } from '@coloc/contract/users/limits';
import type { ConnectionsObject } from '@coloc/contract/users/schemas';
import type { Db } from '../../db';
import { connectionRows } from './export-store';
import { deviceOf } from './user-agent';

export const CONNECTION_METHOD_LABELS: Readonly<Record<ConnectionMethodValue, string>> = {
  password: 'Mot de passe',
  link: 'Lien de connexion reçu par e-mail',
  signup: 'Inscription',
  reset: 'Mot de passe réinitialisé',
  password_change: 'Changement de mot de passe',
};

export async function latestConnections(db: Db, userId: number): Promise<ConnectionsObject> {
  const rows = await connectionRows(db, userId, { limit: LATEST_CONNECTIONS });
  return {
    connections: rows.map((row) => ({
      at: row.created_at,
      method: row.method,
      method_label: CONNECTION_METHOD_LABELS[row.method],
      device: deviceOf(row.user_agent),
      ip: row.ip,
    })),
  };
}
