import { SUPPORT_TEAM_NAME } from '@coloc/contract/messaging/limits';
import type { ChatMessage, ConversationPeer, ConversationSummary } from '@coloc/contract/messaging/schemas';
import { toBool, type Db } from '../../db';
import type { ConversationRow, MessageRow, UserRow } from '../../db/types';
import { imageUrl } from '../images';
import { nameInitial } from '../visits';
import { homeTitle, participantsOf, peerMark, supportOwner, supportStaffIds, type ParticipantRow, type Side, type StaffConfig } from './access';
import type { ChatHub } from './hub';
import { unreadCounts, unreadSpec } from './store';

export interface SummaryDeps {
  db: Db;
  config: StaffConfig;
  hub: ChatHub;
}

/** Who is looking: staff read support threads as the team. */
export interface Viewer {
  id: number;
  staff: boolean;
}

type PeerRow = Pick<UserRow, 'id' | 'first_name' | 'name' | 'avatar_approved' | 'avatar_color' | 'type'> & {
  /** What the avatar's URL names (issue 17, finding 4); null without avatar. */
  avatar_public_id: string | null;
};

export function toChatMessage(row: MessageRow): ChatMessage {
  return {
    id: row.id,
    conversation_id: row.conversation_id,
    sender_id: row.sender_id,
    body: row.body,
    client_id: row.client_id,
    created_at: row.created_at,
  };
}

function personPeer(user: PeerRow, online: boolean): ConversationPeer {
  return {
    user_id: user.id,
    first_name: user.first_name,
    name_initial: nameInitial(user.name),
    avatar_url: toBool(user.avatar_approved) && user.avatar_public_id !== null ? imageUrl(user.avatar_public_id, 128, 128) : null,
    avatar_color: user.avatar_color,
    user_type: user.type,
    online,
  };
}

function supportTeamPeer(online: boolean): ConversationPeer {
  return { user_id: null, first_name: SUPPORT_TEAM_NAME, name_initial: '', avatar_url: null, avatar_color: null, user_type: 0, online };
}

/** The other side of a direct thread whose account was deleted. */
const GONE_PEER: ConversationPeer = {
  user_id: null,
  first_name: 'Utilisateur supprimé',
  name_initial: '',
  avatar_url: null,
  avatar_color: null,
  user_type: 0,
  online: false,
};

/** Threads as the viewer sees them, in the given order, with a handful of grouped queries. */
export async function summarize(deps: SummaryDeps, viewer: Viewer, conversations: readonly ConversationRow[]): Promise<ConversationSummary[]> {
  if (conversations.length === 0) return [];
  const { db } = deps;
  const ids = conversations.map((c) => c.id);
  const participants = await participantsOf(db, ids);
  const byConversation = new Map<number, ParticipantRow[]>();
  for (const row of participants) {
    const list = byConversation.get(row.conversation_id) ?? [];
    list.push(row);
    byConversation.set(row.conversation_id, list);
  }
  const hasSupport = conversations.some((c) => c.kind === 'support');
  const staffIds = hasSupport ? await supportStaffIds(db, deps.config) : [];
  const staff = new Set(staffIds);

  const threads = conversations.map((conversation) => {
    const members = byConversation.get(conversation.id) ?? [];
    const ownerId = conversation.kind === 'support' ? supportOwner(members, staff) : null;
    const side: Side = conversation.kind === 'support' && ownerId !== viewer.id ? 'team' : 'member';
    const peerId = conversation.kind === 'support' ? (side === 'team' ? ownerId : null) : (members.find((p) => p.user_id !== viewer.id)?.user_id ?? null);
    const access = { conversation, participants: members, ownerId };
    return { conversation, access, side, peerId };
  });

  const peerIds = [...new Set(threads.map((t) => t.peerId).filter((id): id is number => id !== null))];
  const lastIds = conversations.map((c) => c.last_message_id).filter((id) => id > 0);
  const homeIds = [...new Set(conversations.map((c) => c.home_id).filter((id): id is number => id !== null))];
  const seesTeam = threads.some((t) => t.conversation.kind === 'support' && t.side === 'member');
  const [peers, lastMessages, homes, unread, online] = await Promise.all([
    peerIds.length === 0
      ? Promise.resolve([] as PeerRow[])
      : db
          .selectFrom('users as u')
          .leftJoin('images as i', 'i.id', 'u.avatar_image_id')
          .select(['u.id', 'u.first_name', 'u.name', 'u.avatar_approved', 'u.avatar_color', 'u.type', 'i.public_id as avatar_public_id'])
          .where('u.id', 'in', peerIds)
          .execute(),
    lastIds.length === 0 ? Promise.resolve([] as MessageRow[]) : db.selectFrom('messages').selectAll().where('id', 'in', lastIds).execute(),
    homeIds.length === 0 ? Promise.resolve([]) : db.selectFrom('homes').select(['id', 'name']).where('id', 'in', homeIds).execute(),
    unreadCounts(db, threads.map((t) => unreadSpec(t.access, t.side, viewer.id))),
    deps.hub.onlineUsers([...peerIds, ...(seesTeam ? staffIds : [])]),
  ]);
  const peerById = new Map(peers.map((p) => [p.id, p]));
  const messageById = new Map(lastMessages.map((m) => [m.id, m]));
  const homeById = new Map(homes.map((h) => [h.id, h]));
  const teamOnline = staffIds.some((id) => online.has(id));

  return threads.map(({ conversation, access, side, peerId }) => {
    let peer: ConversationPeer;
    if (conversation.kind === 'support' && side === 'member') peer = supportTeamPeer(teamOnline);
    else {
      const row = peerId === null ? undefined : peerById.get(peerId);
      peer = row ? personPeer(row, online.has(row.id)) : GONE_PEER;
    }
    const last = messageById.get(conversation.last_message_id);
    return {
      id: conversation.id,
      kind: conversation.kind,
      home_id: conversation.home_id,
      home_title: conversation.home_id === null ? null : homeTitle(homeById.get(conversation.home_id)),
      peer,
      last_message: last ? toChatMessage(last) : null,
      unread: unread.get(conversation.id) ?? 0,
      peer_last_read_id: peerMark(access, side, viewer.id),
      updated_at: conversation.updated_at,
    };
  });
}
