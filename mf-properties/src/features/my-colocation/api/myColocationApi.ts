// The seeker's shared home: null when they have none (404).
import { errorStatus, type MyColocation, call } from '@coloc/shared';
import { RENTALS_ENDPOINTS } from '@coloc/contract/rentals/endpoints';

export async function fetchMyColocation(): Promise<MyColocation | null> {
  try {
    return await call(RENTALS_ENDPOINTS, 'rentals.myColocation', {}, { context: { silent: true } });
  } catch (error) {
    if (errorStatus(error) === 404) return null;
    throw error;
  }
}
