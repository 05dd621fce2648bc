// GET /api/homes/{id}/nb-matching-v4 answers a number, or an error whose text is three lines when
// the home has no mandate: 'no_mandate', a message, the count (SPEC 8).
import { errorText } from '@coloc/shared';
import { nbMatching, type HomeKey } from '../api/matchingApi';

export interface NbMatching {
  count: number;
  /** The profiles exist but stay hidden until the mandate is signed; the server's explanation. */
  noMandate: string | null;
}

export function noMandateOf(text: string): NbMatching | null {
  const lines = text.split(/\r?\n/);
  if (lines[0]?.trim() !== 'no_mandate') return null;
  const count = Number.parseInt(lines[2]?.trim() ?? '', 10);
  return { count: Number.isFinite(count) && count > 0 ? count : 0, noMandate: lines[1]?.trim() ?? '' };
}

export async function readNbMatching(home: HomeKey, signal?: AbortSignal): Promise<NbMatching> {
  try {
    return { count: await nbMatching(home, signal), noMandate: null };
  } catch (error) {
    const answer = noMandateOf(errorText(error));
    if (answer) return answer;
    throw error;
  }
}
