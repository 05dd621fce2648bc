// Calls of « Vos données » and « Dernières connexions ». Both sections show their own error, so
// the calls are silent: no global modal on top of them.
import { call, type CallResult } from '@coloc/shared';
import { USERS_ENDPOINTS } from '@coloc/contract/users/endpoints';

export type DataExport = CallResult<'users.export'>;
export type Connection = CallResult<'users.connections'>['connections'][number];

const silent = { context: { silent: true } };

export function fetchDataExport(userId: number): Promise<DataExport> {
  return call(USERS_ENDPOINTS, 'users.export', { id: userId }, silent);
}

export async function fetchConnections(userId: number): Promise<Connection[]> {
  return (await call(USERS_ENDPOINTS, 'users.connections', { id: userId }, silent)).connections;
}
