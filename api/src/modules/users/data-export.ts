// The copy of an account's data (GET /users/{id}/export): the rows of export-store.ts put in the
// sections of the contract's DataExportSchema. Booleans stored as 0/1 and lists stored as JSON
// text are turned back into what they mean, so that the file reads without our database schema.
import { SUPPORT_TEAM_NAME } from '@coloc/contract/messaging/limits';
import { maskIban } from '@coloc/contract/payments/iban';
import { CONNECTION_LOG_KEPT_MONTHS, DATA_EXPORT_VERSION, dataExportFileName } from '@coloc/contract/users/limits';
import type { DataExport } from '@coloc/contract/users/schemas';
import type { Db } from '../../db';
import { nowIso, toBool } from '../../db';
import { addMonths, parisDate } from '../../lib/dates';
import {
  accountRows,
  conversationRows,
  homeRows,
  landlordRows,
  mandateRows,
  matchingRows,
  paymentRows,
  rentalRows,
  settingsRows,
  tenantFileRows,
  visitRows,
} from './export-store';
import { deviceOf } from './user-agent';
import { nameInitial } from './rules';


type Row = Record<string, unknown>;

const BOOLEAN_COLUMNS = new Set([
  'home_leased', 'avatar_approved', 'newsletter', 'email_messages', 'email_matches', 'email_visits', 'is_coloc', 'published',
  'elevator', 'furnished', 'handicap_friendly', 'pay_by_service', 'private_bathroom', 'private_toilets', 'shared', 'auto_renew', 'test',
]);
const JSON_COLUMNS = new Set([
  'pet_list', 'dietaries', 'activities_we', 'sports', 'arts', 'hobby', 'thinking_about', 'character', 'decorating', 'service_list',
  'ecoloc', 'importance', 'private_fields', 'city_searches', 'situations', 'amenities', 'slots', 'city_ids',
]);

function parseJson(text: unknown): unknown {
  if (typeof text !== 'string') return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** One row as the file shows it: 0/1 columns as booleans, JSON text columns as values. */
export function readable<T extends Row>(row: T): Row {
  const out: Row = {};
  for (const [key, value] of Object.entries(row)) {
    if (BOOLEAN_COLUMNS.has(key) && (typeof value === 'number' || typeof value === 'string')) out[key] = toBool(Number(value));
    else if (JSON_COLUMNS.has(key)) out[key] = parseJson(value);
    else out[key] = value;
  }
  return out;
}

const readableAll = (rows: readonly Row[]): Row[] => rows.map(readable);

/** Someone else, as the person already sees them in the product: first name and initial. */
function personName(other: { first_name: string; name: string }): string {
  const initial = nameInitial(other.name);
  return initial ? `${other.first_name} ${initial}` : other.first_name;
}

function groupBy<T extends Row>(rows: readonly T[], key: keyof T): Map<unknown, T[]> {
  const map = new Map<unknown, T[]>();
  for (const row of rows) {
    const list = map.get(row[key]) ?? [];
    list.push(row);
    map.set(row[key], list);
  }
  return map;
}

function withoutKey<T extends Row>(row: T, key: keyof T): Row {
  const { [key]: _dropped, ...rest } = row;
  return rest;
}

export async function buildDataExport(db: Db, user: { id: number; email: string }, now: Date = new Date()): Promise<DataExport> {
  const userId = user.id;
  // From the same day a year ago: a day more than the purge keeps at most, never a day less.
  const connectionsSince = addMonths(nowIso(now).slice(0, 10), -CONNECTION_LOG_KEPT_MONTHS);
  const [
    account,
    homes,
    managed,
    mandates,
    matching,
    [visits, contactRequests],
    talk,
    [tenantFile, tenantDocuments, tenantShares],
    rentals,
    [subscriptions, payments, invoices, referral, rewards, bankAccounts],
    [alerts, homeAlerts, pushDevices, marketingEvents, contactMessages, sessions, connections],
  ] = await Promise.all([
    accountRows(db, userId),
    homeRows(db, userId),
    landlordRows(db, userId),
    mandateRows(db, userId),
    matchingRows(db, userId),
    visitRows(db, userId),
    conversationRows(db, userId),
    tenantFileRows(db, userId),
    rentalRows(db, userId, user.email),
    paymentRows(db, userId),
    settingsRows(db, userId, connectionsSince),
  ]);
  const { user: row, avatar, newsletter, profile, searches, nextPlan } = account;
  const { avatar_image_id, avatar_color, avatar_approved, newsletter: newsletterFlag, email_messages, email_matches, email_visits, ...accountFields } = row;

  const rooms = groupBy(homes.rooms, 'home_id');
  const photos = groupBy(homes.photos, 'home_id');
  const documents = groupBy(homes.documents, 'home_id');
  const diagnostics = groupBy(homes.diagnostics, 'home_id');
  const landlords = groupBy(homes.landlords, 'home_id');
  const members = groupBy(matching.members, 'group_id');
  const others = groupBy(talk.others, 'conversation_id');
  const written = groupBy(talk.messages, 'conversation_id');
  const rents = groupBy(rentals.rents, 'tenancy_id');
  const staffAccount = row.staff_role !== null;

  return {
    export: { version: DATA_EXPORT_VERSION, genere_le: nowIso(now), compte_id: row.id },
    compte: readable(accountFields),
    photo_de_profil: {
      couleur: avatar_color,
      photo_approuvee: toBool(avatar_approved),
      photos: avatar.map((image) => ({ ...image, photo_actuelle: image.id === avatar_image_id })),
    },
    preferences_notifications: readable({ email_messages, email_matches, email_visits, newsletter: newsletterFlag }),
    newsletter: { inscrit: newsletter !== undefined, inscrit_le: newsletter?.created_at ?? null },
    consentement_donnees_sensibles: { donne_le: profile?.sensitive_consent_at ?? null },
    profil: profile ? readable(profile) : null,
    recherches: readableAll(searches),
    prochaine_colocation: nextPlan ? readable(nextPlan) : null,
    logements: homes.homes.map((home) => ({
      ...readable(home),
      chambres: readableAll((rooms.get(home.id) ?? []).map((room) => withoutKey(room, 'home_id'))),
      photos: (photos.get(home.id) ?? []).map((photo) => withoutKey(photo, 'home_id')),
      documents: readableAll((documents.get(home.id) ?? []).map((document) => withoutKey(document, 'home_id'))),
      diagnostics: (diagnostics.get(home.id) ?? []).map((diagnostic) => withoutKey(diagnostic, 'home_id')),
      bailleurs_invites: (landlords.get(home.id) ?? []).map((landlord) => withoutKey(landlord, 'home_id')),
    })),
    logements_geres: managed,
    mandats: mandates.map((mandate) => ({ ...mandate, role: mandate.owner_id === userId ? 'proprietaire' : 'mandataire' })),
    avis: matching.accordances,
    groupes: matching.groups.map((group) => ({
      ...group,
      autres_membres: (members.get(group.id) ?? []).map((member) => ({ nom: personName(member), statut: member.status })),
    })),
    visites: readableAll(visits.map((visit) => ({ ...visit, role: visit.seeker_id === userId ? 'visiteur' : 'hote' }))),
    demandes_de_contact: contactRequests.map((request) => ({ ...request, sens: request.from_user_id === userId ? 'envoyee' : 'recue' })),
    conversations: talk.conversations.map((conversation) => ({
      ...conversation,
      participants: (others.get(conversation.id) ?? []).map((other) =>
        // A support thread shows the team, never which staff member answered.
        conversation.kind === 'support' && !staffAccount ? SUPPORT_TEAM_NAME : personName(other),
      ).filter((name, index, names) => names.indexOf(name) === index),
      mes_messages: (written.get(conversation.id) ?? []).map((message) => withoutKey(message, 'conversation_id')),
    })),
    dossier_locataire: {
      dossier: tenantFile ?? null,
      pieces: tenantDocuments,
      partages: tenantShares,
    },
    locations: rentals.tenancies.map((tenancy) => ({
      ...tenancy,
      role: tenancy.tenant_user_id === userId || tenancy.tenant_email === user.email ? 'locataire' : 'bailleur',
      loyers: (rents.get(tenancy.id) ?? []).map((rent) => withoutKey(rent, 'tenancy_id')),
    })),
    baux: readableAll(rentals.leases.map((lease) => ({ ...lease, role: lease.tenant_user_id === userId || lease.tenant_email === user.email ? 'locataire' : 'bailleur' }))),
    abonnements: readableAll(subscriptions),
    paiements: payments,
    factures: readableAll(invoices),
    parrainage: { code: referral ?? null, recompenses: rewards },
    // Masked as on every screen and answer of the API: the person knows their IBAN, and a stolen
    // session must not read in the file what it cannot read anywhere else.
    comptes_bancaires: bankAccounts.map(({ iban, ...account }) => ({ ...account, iban_masque: maskIban(iban) })),
    alertes: { reglages: alerts ?? null, par_logement: homeAlerts, appareils_notifies: pushDevices },
    messages_au_support: contactMessages,
    outil_relation_proprietaires: marketingEvents.map((event) => ({ ...event, payload: parseJson(event.payload) })),
    sessions_ouvertes: sessions,
    connexions: connections.map((connection) => ({ ...connection, appareil: deviceOf(connection.user_agent) })),
  };
}

/** The attachment's name, for the day in Paris. */
export function exportFileName(now: Date = new Date()): string {
  return dataExportFileName(parisDate(now));
}
