// Messaging and notifications (modules messaging and notifications).
import type { ColumnType, Generated } from 'kysely';

type Timestamp = string;

export interface ConversationsTable {
  id: Generated<number>;
  kind: 'direct' | 'support';
  home_id: number | null;
  last_message_id: ColumnType<number, number | undefined, number>;
  /** Who opened a direct thread (null: support threads, threads older than migration 017). */
  started_by: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Something about an account the moderators should look at (migration 017). */
export interface AccountFlagsTable {
  id: Generated<number>;
  user_id: number;
  kind: 'same_text_conversations';
  message: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ConversationParticipantsTable {
  conversation_id: number;
  user_id: number;
  last_read_message_id: ColumnType<number, number | undefined, number>;
  notified_message_id: ColumnType<number, number | undefined, number>;
  joined_at: Timestamp;
}

export interface MessagesTable {
  id: Generated<number>;
  conversation_id: number;
  sender_id: number;
  body: string;
  client_id: string | null;
  created_at: Timestamp;
}

export interface PushSubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: Timestamp;
}

export interface AppSettingsTable {
  key: string;
  value: string;
}

export interface MessagingTables {
  conversations: ConversationsTable;
  account_flags: AccountFlagsTable;
  conversation_participants: ConversationParticipantsTable;
  messages: MessagesTable;
  push_subscriptions: PushSubscriptionsTable;
  app_settings: AppSettingsTable;
}
