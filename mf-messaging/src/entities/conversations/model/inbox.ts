// The conversation list kept live: a new message moves its conversation to the top with the new
// excerpt, reads clear unread marks, the other side's reads move the 'Lu' mark.
import type { ChatMessage, ConversationSummary } from '@coloc/shared';
import { ownSide } from './thread';

function lastActivity(conversation: ConversationSummary): number {
  const time = Date.parse(conversation.last_message?.created_at ?? conversation.updated_at);
  return Number.isNaN(time) ? 0 : time;
}

/** Newest activity first (the last message's time, else the last update). */
export function sortConversations(list: readonly ConversationSummary[]): ConversationSummary[] {
  return [...list].sort((a, b) => lastActivity(b) - lastActivity(a) || (b.last_message?.id ?? 0) - (a.last_message?.id ?? 0) || b.id - a.id);
}

export interface IncomingForList {
  message: ChatMessage;
  /** Adds to the conversation's unread mark. */
  counted: boolean;
}

/** The list with the message applied, or null when the conversation is not in it (fetch the list again). */
export function withMessage(list: readonly ConversationSummary[], { message, counted }: IncomingForList): ConversationSummary[] | null {
  const index = list.findIndex((conversation) => conversation.id === message.conversation_id);
  if (index < 0) return null;
  const conversation = list[index]!;
  const newer = !conversation.last_message || message.id > conversation.last_message.id;
  const updated: ConversationSummary = {
    ...conversation,
    last_message: newer ? message : conversation.last_message,
    updated_at: newer ? message.created_at : conversation.updated_at,
    unread: conversation.unread + (counted ? 1 : 0),
  };
  return sortConversations(list.map((item, at) => (at === index ? updated : item)));
}

export function withRead(list: readonly ConversationSummary[], conversationId: number): ConversationSummary[] {
  return list.map((conversation) => (conversation.id === conversationId && conversation.unread ? { ...conversation, unread: 0 } : conversation));
}

/** A read by the other side moves the 'Lu' mark; a read on the caller's own side changes nothing here. */
export function withPeerRead(list: readonly ConversationSummary[], conversationId: number, readerId: number, lastReadId: number, me: number): ConversationSummary[] {
  return list.map((conversation) => {
    if (conversation.id !== conversationId || lastReadId <= conversation.peer_last_read_id) return conversation;
    if (ownSide(conversation.peer.user_id, me, conversation.kind)(readerId)) return conversation;
    return { ...conversation, peer_last_read_id: lastReadId };
  });
}
