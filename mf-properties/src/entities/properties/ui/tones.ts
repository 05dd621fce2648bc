import type { Tone } from '@coloc/shared/ui';
import type { PublicationState } from '../model/labels';

/** The colour of the publication tag: online, waiting for a moderator, or not online. */
export const PUBLICATION_TONES: Record<PublicationState, Tone> = { published: 'success', pending: 'warning', unpublished: 'neutral' };
