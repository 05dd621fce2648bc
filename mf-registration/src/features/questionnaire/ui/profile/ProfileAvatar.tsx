import { imageUrl } from '@coloc/shared';
import { useTexts } from '../../../../i18n/useTexts';
import styles from './profile.module.css';

function initials(firstName: string, name: string): string {
  return `${firstName.trim().charAt(0)}${name.trim().charAt(0)}`.toUpperCase();
}

/** The member's photo, or their initials on their colour when they have none. */
export function ProfileAvatar({ avatar, firstName, name }: {
  avatar: { public_id: string | null; color: string | null } | null;
  firstName: string;
  /** Surname or its initial. */
  name: string;
}) {
  const t = useTexts();
  if (avatar?.public_id) {
    return (
      <span className={styles.avatar}>
        <img src={imageUrl(avatar.public_id, 256, 256)} alt={t('questionnaire.profile.photoAlt', { name: firstName })} width={96} height={96} />
      </span>
    );
  }
  return (
    <span className={styles.avatar} style={avatar?.color ? { background: avatar.color } : undefined} aria-hidden="true">
      {initials(firstName, name)}
    </span>
  );
}
