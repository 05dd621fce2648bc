import type { Config } from '../../config';
import type { UserRow } from '../../db/types';
import { displayName, segmentOf } from '../visits';

/** Same text as SUPPORT_TEAM_NAME of shared/src/types/messaging.ts (the API keeps its own copy). */
export const SUPPORT_TEAM_NAME = 'Service client Toit Partagé';

export type Person = Pick<UserRow, 'id' | 'first_name' | 'name' | 'type' | 'staff_role'>;
export const PERSON_COLUMNS = ['id', 'first_name', 'name', 'type', 'staff_role'] as const;

export interface ConversationRef {
  id: number;
  kind: 'direct' | 'support';
  home_id: number | null;
}

/** Someone who answers support threads: the support role, or the configured customer-service account. */
export function isSupportStaff(person: Pick<UserRow, 'id' | 'staff_role'>, config: Pick<Config, 'customerServiceUserId'>): boolean {
  return person.staff_role === 'support' || person.id === config.customerServiceUserId;
}

/** How a recipient sees who wrote: the team in a support thread, else "Prénom I.". */
export function senderLabel(sender: Person, kind: ConversationRef['kind'], config: Pick<Config, 'customerServiceUserId'>): string {
  return kind === 'support' && isSupportStaff(sender, config) ? SUPPORT_TEAM_NAME : displayName(sender);
}

/**
 * Site path that opens one conversation for this recipient: seekers have one inbox, professionals
 * one per home (SPEC 2.4), both with the `conversation` query selecting the thread; a user reads
 * support answers under 'support' and the team answers from 'customer-service' (SPEC 2.7).
 */
export function conversationPath(
  recipient: Pick<UserRow, 'id' | 'type' | 'staff_role'>,
  conversation: ConversationRef,
  config: Pick<Config, 'customerServiceUserId'>,
): string {
  const segment = segmentOf(recipient);
  const query = new URLSearchParams();
  if (conversation.kind === 'support') {
    // mf-messaging's screens: the team opens one thread by path, a user has only their own.
    return isSupportStaff(recipient, config) ? `/${segment}/customer-service/conversation/${conversation.id}` : `/${segment}/support`;
  }
  if (segment !== 'users' && conversation.home_id !== null) query.set('home_id', String(conversation.home_id));
  query.set('conversation', String(conversation.id));
  return `/${segment}/messages?${query}`;
}

/** The inbox itself, for a mail that covers several conversations. */
export function inboxPath(recipient: Pick<UserRow, 'type'>): string {
  return `/${segmentOf(recipient)}/messages`;
}

/** One line of text, at most `max` characters, cut on a character (not inside an emoji) with an ellipsis. */
export function excerpt(text: string, max = 120): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const chars = Array.from(flat);
  if (chars.length <= max) return flat;
  return `${chars.slice(0, max - 1).join('').trimEnd()}…`;
}
