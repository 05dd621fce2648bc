// Seeker groups (module groups).
import type { Generated } from 'kysely';

type Timestamp = string;

export interface SeekerGroupsTable {
  id: Generated<number>;
  name: string;
  created_by: number | null;
  created_at: Timestamp;
}

export interface SeekerGroupMembersTable {
  group_id: number;
  user_id: number;
  status: 'invited' | 'member';
  invited_by: number | null;
  created_at: Timestamp;
  joined_at: Timestamp | null;
}

export interface GroupsTables {
  seeker_groups: SeekerGroupsTable;
  seeker_group_members: SeekerGroupMembersTable;
}
