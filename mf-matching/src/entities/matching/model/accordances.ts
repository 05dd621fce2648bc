// Likes and dislikes (POST /api/homes/accordances/{home_id|default}). A seeker's choices about
// people go to 'default'; a professional's are made for one of its homes; a seeker's choice about a
// home goes to that home without user_id. Sending the choice in place again withdraws it: the
// favourite button toggles with 'like'.
import type { AccordanceInput } from '@coloc/shared';
import { postAccordance, type HomeKey } from '../api/matchingApi';

export type StoredChoice = AccordanceInput['type'] | null;

/** The choice the server says it now holds, when its answer tells. */
function storedChoice(answer: unknown): StoredChoice | undefined {
  if (answer && typeof answer === 'object' && 'type' in answer) {
    const { type } = answer as { type: unknown };
    if (type === 'like' || type === 'dislike' || type === null) return type;
  }
  return undefined;
}

/** Likes the person, or withdraws the like; resolves to whether they are a favourite now. */
export async function toggleProfileFavorite(home: HomeKey, userId: number, wanted: boolean): Promise<boolean> {
  const stored = storedChoice(await postAccordance(home, { type: 'like', user_id: userId }));
  return stored === undefined ? wanted : stored === 'like';
}

export async function toggleHomeFavorite(homeId: number, wanted: boolean): Promise<boolean> {
  const stored = storedChoice(await postAccordance(homeId, { type: 'like' }));
  return stored === undefined ? wanted : stored === 'like';
}

export async function dislikeProfile(home: HomeKey, userId: number): Promise<void> {
  await postAccordance(home, { type: 'dislike', user_id: userId });
}
