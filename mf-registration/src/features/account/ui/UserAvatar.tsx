import { imageUrl, type User } from '@coloc/shared';
import { initialsOf } from '../model/summary';
import styles from './UserAvatar.module.css';

/** The user's photo (128 × 128, an allowed size) or their initials on their avatar colour. */
export function UserAvatar({ user, alt }: { user: Pick<User, 'avatar' | 'first_name' | 'name'>; alt: string }) {
  const { avatar } = user;
  if (avatar?.public_id) {
    return <img className={styles.avatar} src={imageUrl(avatar.public_id, 128, 128)} alt={alt} width={96} height={96} />;
  }
  return (
    <span className={styles.avatar} style={avatar?.color ? { background: avatar.color } : undefined} aria-hidden="true">
      <span className={styles.initials}>{initialsOf(user)}</span>
    </span>
  );
}
