import type { TextKeys } from '@coloc/shared/remote';
// Texts of the messaging area (namespace 'messaging'). Each feature keeps its own texts file,
// merged here under its own key, so features never edit the same file.
import { composerTexts, conversationsTexts, threadTexts } from '../entities/conversations/texts';
import { supportTexts } from '../features/support/texts';
import { startConversationTexts } from '../features/start-conversation/texts';

export const fr = {
  conversations: conversationsTexts,
  thread: threadTexts,
  composer: composerTexts,
  support: supportTexts,
  startConversation: startConversationTexts,
} as const;

/** Every text key of the namespace, checked at compile time. */
export type TextKey = TextKeys<typeof fr>;
