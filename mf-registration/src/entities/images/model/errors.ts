import { errorText } from '@coloc/shared';
import { ImageError } from './prepareImage';

/** What to show for a failed photo: the refusal of prepareImage, the server's `{error}`, or a network failure. */
export function imageErrorText(error: unknown): string {
  if (error instanceof ImageError) return error.message;
  return errorText(error);
}
