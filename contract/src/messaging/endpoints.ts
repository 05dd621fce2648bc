// Where the messaging routes answer (under /api). No TypeBox: the client bundles only this table.
import type { Endpoint } from '../route-map';

export const MESSAGING_ENDPOINTS = {
  'messaging.listConversations': { method: 'GET', path: '/conversations' },
  'messaging.startConversation': { method: 'POST', path: '/conversations' },
  'messaging.getConversation': { method: 'GET', path: '/conversations/:id' },
  'messaging.listMessages': { method: 'GET', path: '/conversations/:id/messages' },
  'messaging.sendMessage': { method: 'POST', path: '/conversations/:id/messages' },
  'messaging.markRead': { method: 'PUT', path: '/conversations/:id/read' },
  'messaging.unreadCount': { method: 'GET', path: '/messages/count' },
  'messaging.homeUnreadCount': { method: 'GET', path: '/messages-for-homes/:home_id/count' },
  'messaging.supportConversation': { method: 'GET', path: '/support/conversation' },
} as const satisfies Record<`messaging.${string}`, Endpoint>;
