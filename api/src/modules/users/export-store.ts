// The reads of the data export (GET /users/{id}/export), one query per kind of row. They read
// the tables directly rather than through the other modules' index.ts: most of those modules
// import this one (toUserObject, eraseAccount), so going through them would make slice cycles.
// Every select names its columns: a `selectAll()` would carry password, token and card hashes
// into the file the day someone adds such a column.
import type { Db } from '../../db';

export async function accountRows(db: Db, userId: number) {
  const [user, avatar, newsletter, profile, searches, nextPlan] = await Promise.all([
    db
      .selectFrom('users')
      .select([
        'id', 'email', 'first_name', 'name', 'type', 'business_name', 'registration_step', 'staff_role', 'home_leased', 'sca_status',
        'avatar_image_id', 'avatar_color', 'avatar_approved', 'newsletter', 'email_messages', 'email_matches', 'email_visits',
        'last_seen_at', 'created_at', 'updated_at',
      ])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow(),
    db.selectFrom('images').select(['id', 'width', 'height', 'created_at']).where('user_id', '=', userId).where('kind', '=', 'avatar').orderBy('id').execute(),
    db.selectFrom('newsletter_subscriptions').innerJoin('users', 'users.email', 'newsletter_subscriptions.email').select('newsletter_subscriptions.created_at').where('users.id', '=', userId).executeTakeFirst(),
    db
      .selectFrom('profiles')
      .select([
        'position', 'situation', 'gender', 'children', 'custody_schedule', 'pets', 'smoking', 'religious', 'meals', 'pace_of_life',
        'outings_at_week', 'appearance', 'time_at_home', 'clean_and_tidy', 'cooking', 'bathing', 'tinkering', 'gardening', 'watching_tv',
        'work', 'education', 'business_area', 'pet_list', 'dietaries', 'activities_we', 'sports', 'arts', 'hobby', 'thinking_about',
        'character', 'decorating', 'service_list', 'ecoloc', 'birth_date', 'children_count', 'custody_note', 'description', 'home_kind',
        'importance', 'private_fields', 'sensitive_consent_at', 'created_at', 'updated_at',
      ])
      .where('user_id', '=', userId)
      .executeTakeFirst(),
    // budget_user_id and budget_connection_url are the budget partner's keys to the person's
    // account there, not something the person told us.
    db
      .selectFrom('searches')
      .select([
        'id', 'city_searches', 'radius', 'country_id', 'bedroom_count', 'per_room_budget_min', 'per_room_budget_max', 'age_min', 'age_max',
        'situation', 'situations', 'gender', 'children', 'pets', 'smoking', 'private_bathroom', 'private_toilets', 'ecoloc',
        'handicap_friendly', 'pay_by_service', 'has_home', 'warranty_link', 'created_at', 'updated_at',
      ])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute(),
    db.selectFrom('next_colocation_plans').select(['move_date', 'city_ids', 'budget_max_cents', 'note', 'updated_at']).where('user_id', '=', userId).executeTakeFirst(),
  ]);
  return { user, avatar, newsletter, profile, searches, nextPlan };
}

export async function homeRows(db: Db, userId: number) {
  const homes = await db
    .selectFrom('homes')
    .select([
      'id', 'name', 'address', 'address2', 'postal_code', 'city', 'country', 'is_coloc', 'published', 'moderation_status', 'mandate_status',
      'offer', 'home_type', 'surface', 'bedroom_count', 'floor', 'elevator', 'furnished', 'amenities', 'handicap_friendly', 'ecoloc',
      'pay_by_service', 'service_list', 'description', 'wishes', 'service_hours_per_week', 'service_tasks', 'service_trial_weeks',
      'service_notice_days', 'notifications_advert', 'notifications_agenda', 'created_at', 'updated_at',
    ])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  const ids = homes.map((home) => home.id);
  if (ids.length === 0) return { homes, rooms: [], photos: [], documents: [], diagnostics: [], landlords: [] };
  const [rooms, photos, documents, diagnostics, landlords] = await Promise.all([
    db
      .selectFrom('rooms')
      .select(['id', 'home_id', 'number', 'name', 'rent', 'charges', 'surface', 'available_from', 'furnished', 'private_bathroom', 'private_toilets', 'created_at'])
      .where('home_id', 'in', ids)
      .orderBy('home_id')
      .orderBy('number')
      .execute(),
    db.selectFrom('images').select(['id', 'home_id', 'width', 'height', 'created_at']).where('home_id', 'in', ids).where('kind', '=', 'home').orderBy('id').execute(),
    db.selectFrom('home_documents').select(['id', 'home_id', 'title', 'category', 'shared', 'mime', 'bytes', 'created_at']).where('home_id', 'in', ids).orderBy('id').execute(),
    db.selectFrom('diagnostics').select(['id', 'home_id', 'kind', 'performed_on', 'created_at']).where('home_id', 'in', ids).orderBy('id').execute(),
    // The co-landlords' addresses are theirs: only the role and the state are the owner's business here.
    db.selectFrom('home_landlords').select(['home_id', 'role', 'status', 'invite_sent_at', 'accepted_at', 'created_at']).where('home_id', 'in', ids).orderBy('id').execute(),
  ]);
  return { homes, rooms, photos, documents, diagnostics, landlords };
}

/** The homes someone else owns where the account is an invited co-owner, manager or agency. */
export async function landlordRows(db: Db, userId: number) {
  return db
    .selectFrom('home_landlords')
    .select(['home_id', 'role', 'status', 'invite_sent_at', 'accepted_at', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}

export async function mandateRows(db: Db, userId: number) {
  return db
    .selectFrom('mandates')
    .select(['id', 'reference', 'home_id', 'owner_id', 'agent_id', 'provider_name', 'status', 'fee_rate', 'duration_months', 'created_at', 'expires_at', 'owner_signed_at', 'agent_signed_at', 'closed_at'])
    .where((eb) => eb.or([eb('owner_id', '=', userId), eb('agent_id', '=', userId)]))
    .orderBy('id')
    .execute();
}

export async function matchingRows(db: Db, userId: number) {
  const [accordances, groups] = await Promise.all([
    db.selectFrom('accordances').select(['type', 'home_id', 'target_user_id', 'target_group_id', 'target_home_id', 'created_at']).where('user_id', '=', userId).orderBy('id').execute(),
    db
      .selectFrom('seeker_group_members as me')
      .innerJoin('seeker_groups', 'seeker_groups.id', 'me.group_id')
      .select(['seeker_groups.id', 'seeker_groups.name', 'seeker_groups.created_at', 'me.status', 'me.created_at as invited_at', 'me.joined_at'])
      .where('me.user_id', '=', userId)
      .orderBy('seeker_groups.id')
      .execute(),
  ]);
  const groupIds = groups.map((group) => group.id);
  const members =
    groupIds.length === 0
      ? []
      : await db
          .selectFrom('seeker_group_members')
          .innerJoin('users', 'users.id', 'seeker_group_members.user_id')
          .select(['seeker_group_members.group_id', 'seeker_group_members.status', 'users.id', 'users.first_name', 'users.name'])
          .where('seeker_group_members.group_id', 'in', groupIds)
          .where('seeker_group_members.user_id', '!=', userId)
          .execute();
  return { accordances, groups, members };
}

export async function visitRows(db: Db, userId: number) {
  return Promise.all([
    db
      .selectFrom('visits')
      .select(['id', 'home_id', 'seeker_id', 'host_id', 'status', 'slots', 'starts_at', 'message', 'confirmed_at', 'created_at', 'updated_at'])
      .where((eb) => eb.or([eb('seeker_id', '=', userId), eb('host_id', '=', userId)]))
      .orderBy('id')
      .execute(),
    db
      .selectFrom('contact_requests')
      .select(['id', 'from_user_id', 'to_user_id', 'home_id', 'message', 'status', 'read_at', 'created_at'])
      .where((eb) => eb.or([eb('from_user_id', '=', userId), eb('to_user_id', '=', userId)]))
      .orderBy('id')
      .execute(),
  ]);
}

export async function conversationRows(db: Db, userId: number) {
  const conversations = await db
    .selectFrom('conversations')
    .innerJoin('conversation_participants as me', 'me.conversation_id', 'conversations.id')
    .select(['conversations.id', 'conversations.kind', 'conversations.home_id', 'conversations.created_at', 'me.joined_at'])
    .where('me.user_id', '=', userId)
    .orderBy('conversations.id')
    .execute();
  const ids = conversations.map((conversation) => conversation.id);
  if (ids.length === 0) return { conversations, others: [], messages: [] };
  const [others, messages] = await Promise.all([
    db
      .selectFrom('conversation_participants')
      .innerJoin('users', 'users.id', 'conversation_participants.user_id')
      .select(['conversation_participants.conversation_id', 'users.id', 'users.first_name', 'users.name', 'users.staff_role'])
      .where('conversation_participants.conversation_id', 'in', ids)
      .where('conversation_participants.user_id', '!=', userId)
      .execute(),
    // Only what the person wrote: the others' messages are the others' data.
    db.selectFrom('messages').select(['conversation_id', 'body', 'created_at']).where('sender_id', '=', userId).where('conversation_id', 'in', ids).orderBy('id').execute(),
  ]);
  return { conversations, others, messages };
}

export async function tenantFileRows(db: Db, userId: number) {
  return Promise.all([
    db
      .selectFrom('tenant_files')
      .select(['status', 'employment_status', 'monthly_income_cents', 'confirmed_at', 'guarantee_status', 'guarantee_max_rent_cents', 'guarantee_reason', 'guarantee_requested_at', 'guarantee_decided_at', 'created_at', 'updated_at'])
      .where('user_id', '=', userId)
      .executeTakeFirst(),
    db.selectFrom('tenant_documents').select(['id', 'category', 'title', 'mime', 'bytes', 'created_at']).where('user_id', '=', userId).orderBy('id').execute(),
    // A share's link is a secret (token_hash, nonce): only when it was made and withdrawn.
    db.selectFrom('tenant_file_shares').select(['id', 'created_at', 'revoked_at']).where('user_id', '=', userId).orderBy('id').execute(),
  ]);
}

/**
 * Tenancies and leases where the person is the tenant (by account, or by the address the landlord
 * entered before the account was linked) or owns the home.
 */
export async function rentalRows(db: Db, userId: number, email: string) {
  const ownHomes = db.selectFrom('homes').select('id').where('user_id', '=', userId);
  const [tenancies, leases] = await Promise.all([
    db
      .selectFrom('tenancies')
      .select(['id', 'home_id', 'room_id', 'tenant_user_id', 'tenant_name', 'tenant_email', 'start_date', 'end_date', 'rent', 'charges', 'deposit', 'status', 'created_at'])
      .where((eb) => eb.or([eb('tenant_user_id', '=', userId), eb('tenant_email', '=', email), eb('home_id', 'in', ownHomes)]))
      .orderBy('id')
      .execute(),
    db
      .selectFrom('leases')
      .select(['id', 'home_id', 'kind', 'room_id', 'tenant_user_id', 'tenant_email', 'start_date', 'duration_months', 'rent', 'charges', 'deposit', 'furnished', 'special_terms', 'status', 'landlord_accepted_at', 'tenant_accepted_at', 'created_at'])
      .where((eb) => eb.or([eb('tenant_user_id', '=', userId), eb('tenant_email', '=', email), eb('home_id', 'in', ownHomes)]))
      .orderBy('id')
      .execute(),
  ]);
  const tenancyIds = tenancies.map((tenancy) => tenancy.id);
  const rents =
    tenancyIds.length === 0
      ? []
      : await db
          .selectFrom('rent_payments')
          .select(['tenancy_id', 'period', 'amount_due', 'amount_received', 'received_on'])
          .where('tenancy_id', 'in', tenancyIds)
          .orderBy('tenancy_id')
          .orderBy('period')
          .execute();
  return { tenancies, leases, rents };
}

export async function paymentRows(db: Db, userId: number) {
  return Promise.all([
    // payment_method is the provider's token of the saved card: a key, not a fact about the person.
    db
      .selectFrom('subscriptions')
      .select(['id', 'offer', 'home_id', 'status', 'source', 'valid_from', 'valid_until', 'price_cents', 'auto_renew', 'cancelled_at', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('payments')
      .select(['id', 'reference', 'subscription_id', 'kind', 'amount_cents', 'currency', 'status', 'failure_reason', 'card_last4', 'confirmed_at', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('invoices')
      .select(['number', 'test', 'issued_on', 'label', 'period_from', 'period_until', 'net_cents', 'vat_cents', 'total_cents', 'vat_rate_bp', 'buyer_name', 'buyer_company', 'buyer_email', 'paid_on', 'subscription_id', 'payment_id'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute(),
    db.selectFrom('referrals').select(['code', 'sponsor_user_id', 'sponsored_at', 'created_at']).where('user_id', '=', userId).executeTakeFirst(),
    db
      .selectFrom('referral_rewards')
      .select(['sponsored_user_id', 'sponsor_user_id', 'created_at'])
      .where((eb) => eb.or([eb('sponsored_user_id', '=', userId), eb('sponsor_user_id', '=', userId)]))
      .orderBy('id')
      .execute(),
    db.selectFrom('bank_accounts').select(['owner_type', 'holder_name', 'iban', 'bic', 'status', 'validated_at', 'created_at']).where('user_id', '=', userId).orderBy('id').execute(),
  ]);
}

export async function settingsRows(db: Db, userId: number, connectionsSince: string) {
  return Promise.all([
    db.selectFrom('alert_settings').select(['threshold', 'push_frequency', 'email_frequency', 'updated_at']).where('user_id', '=', userId).executeTakeFirst(),
    db.selectFrom('alert_home_settings').select(['home_id', 'threshold', 'push_frequency', 'email_frequency', 'updated_at']).where('user_id', '=', userId).orderBy('id').execute(),
    // The endpoint and its keys let anyone push to the device: only that a device subscribed, and when.
    db.selectFrom('push_subscriptions').select(['created_at']).where('user_id', '=', userId).orderBy('id').execute(),
    // Exactly what was sent (payload), as the privacy page says the tool receives it.
    db.selectFrom('marketing_events').select(['event', 'provider', 'payload', 'created_at']).where('user_id', '=', userId).orderBy('id').execute(),
    db.selectFrom('contact_messages').select(['subject', 'message', 'name', 'email', 'created_at']).where('user_id', '=', userId).orderBy('id').execute(),
    db.selectFrom('sessions').select(['created_at', 'last_seen_at', 'expires_at']).where('user_id', '=', userId).orderBy('id').execute(),
    connectionRows(db, userId, { since: connectionsSince }),
  ]);
}

/** The connection log, newest first: the last `limit` rows, or every row since a date. */
export async function connectionRows(db: Db, userId: number, range: { since?: string; limit?: number }) {
  let query = db.selectFrom('connection_log').select(['created_at', 'method', 'ip', 'user_agent']).where('user_id', '=', userId);
  if (range.since !== undefined) query = query.where('created_at', '>=', range.since);
  if (range.limit !== undefined) query = query.limit(range.limit);
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}
