// The first tables of the site: offer subscriptions, newsletter, contact messages and page views (modules options, newsletter, contact, analytics).
import type { ColumnType, Generated } from 'kysely';

type Timestamp = string;

export interface SubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  offer: string;
  /** ISO date (YYYY-MM-DD). */
  valid_until: string;
  created_at: Timestamp;
}

export interface NewsletterSubscriptionsTable {
  id: Generated<number>;
  email: string;
  created_at: Timestamp;
  /** The last time the address asked to subscribe again (null: not since created_at). */
  last_contact_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  subject: string;
  message: string;
  user_id: number | null;
  created_at: Timestamp;
}

export interface PageViewsTable {
  id: Generated<number>;
  path: string;
  referrer: string | null;
  title: string | null;
  user_id: number | null;
  created_at: Timestamp;
}

export interface SiteTables {
  subscriptions: SubscriptionsTable;
  newsletter_subscriptions: NewsletterSubscriptionsTable;
  contact_messages: ContactMessagesTable;
  page_views: PageViewsTable;
}
