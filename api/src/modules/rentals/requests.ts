import { toBool, type Db } from '../../db';
import type { ContactRequestRow, HomeRow } from '../../db/types';
import { HttpError } from '../../lib/errors';
import { parseSlots } from '../visits';
import { applicantStatuses } from './applicants';
import { contactDeclinedMail } from './mail';
import { RENTAL_MESSAGES as M } from './messages';
import { personCard, shortName } from './people';
import { acceptedCoLandlordIds } from './store/homes';
import { peopleById, mailRecipients } from './store/people';
import { contactRequestsOfHome, declineIfNew, visitsOfHome } from './store/requests';

/** Demandes: what a home received, and declining a contact request. */

/** Requests listed per kind: the newest, enough for a screen. */
const LIST_LIMIT = 200;

/** Ids of the people who receive for the home: its creator and accepted co-landlords. */
async function receiverIds(db: Db, home: HomeRow): Promise<number[]> {
  return [home.user_id, ...(await acceptedCoLandlordIds(db, home.id))];
}

/** The home's contact requests (sent to one of its landlords) and visits, newest first, with each applicant's status. */
export async function receivedRequests(db: Db, home: HomeRow) {
  const [contacts, visits] = await Promise.all([
    contactRequestsOfHome(db, home.id, await receiverIds(db, home), LIST_LIMIT),
    visitsOfHome(db, home.id, LIST_LIMIT),
  ]);
  const applicantIds = [...contacts.map((c) => c.from_user_id), ...visits.map((v) => v.seeker_id)];
  const [people, statuses] = await Promise.all([peopleById(db, applicantIds), applicantStatuses(db, home, applicantIds)]);
  const applicant = (id: number) => statuses.get(id) ?? { affinity: null, file_complete: false, guarantee: null };
  return {
    contacts: contacts.map((c) => ({
      id: c.id,
      from: personCard(people.get(c.from_user_id)),
      applicant: applicant(c.from_user_id),
      message: c.message,
      created_at: c.created_at,
      status: c.status,
      conversation_id: c.conversation_id,
    })),
    visits: visits.map((v) => ({
      id: v.id,
      from: personCard(people.get(v.seeker_id)),
      applicant: applicant(v.seeker_id),
      status: v.status,
      slots: parseSlots(v.slots),
      starts_at: v.starts_at,
      message: v.message,
      created_at: v.created_at,
    })),
  };
}

/**
 * Declines a new request (again: a no-op; answered: 409) and answers the polite mail to send its
 * sender, or null (already declined, or the sender refuses message mails).
 */
export async function declineRequest(db: Db, contact: ContactRequestRow, home: HomeRow | null) {
  if (contact.status === 'answered') throw new HttpError(409, M.alreadyAnswered);
  if (contact.status !== 'new') return null;
  if (!(await declineIfNew(db, contact))) throw new HttpError(409, M.alreadyAnswered);
  const people = await mailRecipients(db, [contact.from_user_id, contact.to_user_id]);
  const sender = people.find((p) => p.id === contact.from_user_id);
  const recipient = people.find((p) => p.id === contact.to_user_id);
  if (!sender || !toBool(sender.email_messages)) return null;
  return contactDeclinedMail(sender.email, sender.first_name, home, recipient ? shortName(recipient) : 'Votre interlocuteur');
}
