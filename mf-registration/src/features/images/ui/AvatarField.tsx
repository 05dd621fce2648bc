import type { Avatar, User } from '@coloc/shared';

export interface AvatarFieldProps {
  user: User;
  /** Called with the new avatar once the photo is stored. */
  onUploaded?: (avatar: Avatar) => void;
}

// Placeholder until the images feature is written.
export function AvatarField(_props: AvatarFieldProps) {
  return null;
}
