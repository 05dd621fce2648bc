import type { Config } from '../../config';
import type { Db } from '../../db';
import { toBool } from '../../db';
import type { UserRow, VisitRow } from '../../db/types';
import type { Mailer } from '../../mail';
import {
  visitAcceptedMail,
  visitCancelledMail,
  visitConfirmedMail,
  visitDeclinedMail,
  visitProposedMail,
  visitReminderMail,
  visitRequestedMail,
  visitSlotChosenMail,
} from '../../mail/templates';
import { nameInitial, parseSlots, type VisitHomeRow } from './serialize';
import { frenchDateTime } from './time';

export type MailPerson = Pick<UserRow, 'id' | 'email' | 'first_name' | 'name' | 'type' | 'email_visits'>;

export interface VisitMailContext {
  db: Db;
  mailer: Mailer;
  config: Pick<Config, 'publicUrl'>;
}

/** The dashboard segment of shared/src/domain/roles.ts segmentOf: the coloc flag wins. */
export function segmentOf(user: Pick<UserRow, 'type'>): string {
  if (user.type & 1) return 'users';
  if (user.type & 2) return 'proprietaire';
  if (user.type & 4) return 'agent';
  if (user.type & 8) return 'manager';
  return 'users';
}

export function displayName(user: Pick<UserRow, 'first_name' | 'name'>): string {
  const initial = nameInitial(user.name);
  return initial ? `${user.first_name} ${initial}` : user.first_name;
}

export function agendaLink(config: Pick<Config, 'publicUrl'>, user: Pick<UserRow, 'type'>, homeId?: number): string {
  return `${config.publicUrl}/${segmentOf(user)}/agenda${homeId ? `?home_id=${homeId}` : ''}`;
}

export function fullAddress(home: Pick<VisitHomeRow, 'address' | 'address2' | 'postal_code' | 'city'>): string {
  const town = [home.postal_code, home.city].filter(Boolean).join(' ');
  return [home.address, home.address2, town].filter(Boolean).join(', ') || 'adresse communiquée par votre hôte';
}

/** Everything a visit mail is written from, read in one go. */
export interface VisitParties {
  visit: VisitRow;
  home: VisitHomeRow;
  seeker: MailPerson;
  host: MailPerson;
}

const PERSON_COLUMNS = ['id', 'email', 'first_name', 'name', 'type', 'email_visits'] as const;

export async function loadParties(db: Db, visit: VisitRow): Promise<VisitParties | null> {
  const [home, seeker, host] = await Promise.all([
    db
      .selectFrom('homes')
      .select(['id', 'user_id', 'name', 'address', 'address2', 'postal_code', 'city', 'image_orders'])
      .where('id', '=', visit.home_id)
      .executeTakeFirst(),
    db.selectFrom('users').select(PERSON_COLUMNS).where('id', '=', visit.seeker_id).executeTakeFirst(),
    db.selectFrom('users').select(PERSON_COLUMNS).where('id', '=', visit.host_id).executeTakeFirst(),
  ]);
  return home && seeker && host ? { visit, home, seeker, host } : null;
}

/** Visit mails honour the "demandes et confirmations de visite" preference of the recipient. */
function wantsVisitMails(person: MailPerson): boolean {
  return toBool(person.email_visits);
}

export type VisitEvent =
  | { kind: 'requested' }
  | { kind: 'accepted-by-host'; confirmToken: string }
  | { kind: 'accepted-by-seeker' }
  | { kind: 'proposed'; message: string | null }
  | { kind: 'declined'; message: string | null }
  | { kind: 'cancelled'; by: 'seeker' | 'host'; message: string | null }
  | { kind: 'confirmed' }
  | { kind: 'reminder' };

/** Sends the mails of one step of a visit, in the background (mailer.dispatch). */
export function notifyVisit(ctx: VisitMailContext, parties: VisitParties, event: VisitEvent): void {
  const { config, mailer } = ctx;
  const { visit, home, seeker, host } = parties;
  const seekerName = displayName(seeker);
  const hostName = displayName(host);
  const when = visit.starts_at ? frenchDateTime(visit.starts_at) : null;
  const slots = parseSlots(visit.slots).map(frenchDateTime);
  const hostAgenda = agendaLink(config, host, home.id);
  const seekerAgenda = agendaLink(config, seeker);
  const toSeeker = wantsVisitMails(seeker);
  const toHost = wantsVisitMails(host);
  const first = (person: MailPerson) => ({ firstName: person.first_name });

  switch (event.kind) {
    case 'requested':
      if (toHost) mailer.dispatch(visitRequestedMail(host.email, first(host), seekerName, home, slots, visit.message, hostAgenda));
      return;
    case 'accepted-by-host':
      if (toSeeker && when) {
        const link = `${config.publicUrl}/confirmation-visite?token=${event.confirmToken}`;
        mailer.dispatch(visitAcceptedMail(seeker.email, first(seeker), hostName, home, when, fullAddress(home), link));
      }
      return;
    case 'accepted-by-seeker':
      if (toHost && when) mailer.dispatch(visitSlotChosenMail(host.email, first(host), seekerName, home, when, hostAgenda));
      return;
    case 'proposed':
      if (toSeeker) mailer.dispatch(visitProposedMail(seeker.email, first(seeker), hostName, home, slots, event.message, seekerAgenda));
      return;
    case 'declined':
      if (toSeeker) {
        const matching = `${config.publicUrl}/users/home-matching`;
        mailer.dispatch(visitDeclinedMail(seeker.email, first(seeker), hostName, home, event.message, matching));
      }
      return;
    case 'cancelled': {
      // Only an accepted visit has a date worth naming; a withdrawn request does not.
      const date = visit.starts_at ? when : null;
      if (event.by === 'seeker' && toHost) {
        mailer.dispatch(visitCancelledMail(host.email, first(host), seekerName, home, date, event.message, hostAgenda));
      }
      if (event.by === 'host' && toSeeker) {
        mailer.dispatch(visitCancelledMail(seeker.email, first(seeker), hostName, home, date, event.message, seekerAgenda));
      }
      return;
    }
    case 'confirmed':
      if (toHost && when) mailer.dispatch(visitConfirmedMail(host.email, first(host), seekerName, home, when, hostAgenda));
      return;
    case 'reminder':
      if (!when) return;
      if (toSeeker) {
        mailer.dispatch(visitReminderMail(seeker.email, first(seeker), hostName, 'seeker', home, when, fullAddress(home), seekerAgenda));
      }
      if (toHost) {
        mailer.dispatch(visitReminderMail(host.email, first(host), seekerName, 'host', home, when, fullAddress(home), hostAgenda));
      }
      return;
  }
}
