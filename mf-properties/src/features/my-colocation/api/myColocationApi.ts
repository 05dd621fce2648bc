// The seeker's shared home: null when they have none (404).
import { api, errorStatus, type MyColocation } from '@coloc/shared';

export async function fetchMyColocation(): Promise<MyColocation | null> {
  try {
    return await api.get('my-colocation', { context: { silent: true } }).json<MyColocation>();
  } catch (error) {
    if (errorStatus(error) === 404) return null;
    throw error;
  }
}
