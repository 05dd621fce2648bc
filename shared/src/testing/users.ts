import { userAbsent, userReceived } from '../session/model';
import type { User } from '../types/entities';

export function makeUser(extra: Partial<User> = {}): User {
  return {
    id: 42,
    email: 'lea.martin@exemple.fr',
    first_name: 'Léa',
    name: 'Martin',
    type: 1,
    registration_step: 100,
    search_id: null,
    avatar: null,
    sca_status: 'none',
    home_leased: false,
    company: null,
    home: null,
    profile: null,
    search: null,
    subscriptions: [],
    staff_role: null,
    managed_mandates: 0,
    created_at: '2024-01-15T10:00:00.000Z',
    ...extra,
  };
}

export const signInAs = (user: User) => userReceived(user);
export const signOutLocally = () => userAbsent({ silent: true });
