import { imageUrl, type Avatar, type User } from '@coloc/shared';
import { Button, VisuallyHidden } from '@coloc/shared/ui';
import { useSubmit } from '@coloc/shared/ui/useSubmit';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTexts } from '../../../i18n/useTexts';
import { refreshUser } from '../../flow/api/registrationApi';
import { uploadAvatar } from '../api/imagesApi';
import { imageErrorText } from '../model/errors';
import { prepareImage } from '../model/prepareImage';
import styles from './AvatarField.module.css';

export interface AvatarFieldProps {
  user: User;
  /** Called with the new avatar once the photo is stored. */
  onUploaded?: (avatar: Avatar) => void;
}

function initialsOf(user: Pick<User, 'first_name' | 'name'>): string {
  return `${user.first_name?.trim().charAt(0) ?? ''}${user.name?.trim().charAt(0) ?? ''}`.toLocaleUpperCase('fr-FR') || '?';
}

/** The profile photo: the current one (or initials), a file button, the upload state and its error. */
export function AvatarField({ user, onUploaded }: AvatarFieldProps) {
  const t = useTexts();
  const id = useId().replace(/:/g, '');
  const input = useRef<HTMLInputElement>(null);
  const [done, setDone] = useState(false);
  // Shown at once after an upload, before the parent passes the refreshed user down.
  const [uploaded, setUploaded] = useState<{ id: number; public_id: string } | null>(null);
  const [broken, setBroken] = useState(false);

  // The id tells the stored photo apart (pending approval or not); the public id names its URL.
  const photoId = uploaded?.id ?? user.avatar?.id ?? null;
  const photoPublicId = uploaded?.public_id ?? user.avatar?.public_id ?? null;

  const {
    pending: sending,
    error,
    submit: send,
  } = useSubmit(
    async (file: File) => {
      setDone(false);
      const result = await uploadAvatar(await prepareImage(file));
      setUploaded({ id: result.id, public_id: result.public_id });
      setBroken(false);
      const fresh = await refreshUser();
      setDone(true);
      onUploaded?.(fresh.avatar ?? { id: result.id, public_id: result.public_id, color: user.avatar?.color ?? '', approved: true });
    },
    { describe: imageErrorText },
  );

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Lets the same file be chosen again after an error.
    event.target.value = '';
    if (file) await send(file);
  }

  return (
    <div className={styles.field} role="group" aria-labelledby={`${id}-label`}>
      <div className={styles.picture}>
        {photoPublicId && !broken ? (
          <img
            className={styles.avatar}
            src={imageUrl(photoPublicId, 128, 128)}
            alt={t('listing.images.avatarAlt')}
            width={96}
            height={96}
            onError={() => setBroken(true)}
          />
        ) : (
          <span className={styles.avatar} style={user.avatar?.color ? { background: user.avatar.color, color: '#fff' } : undefined} aria-hidden="true">
            <span className={styles.initials}>{initialsOf(user)}</span>
          </span>
        )}
      </div>
      <div className={styles.side}>
        <p id={`${id}-label`} className={styles.label}>
          {t('listing.images.avatarLabel')}
        </p>
        <p id={`${id}-hint`} className={styles.hint}>
          {t('listing.images.avatarHint')}
        </p>
        {!photoId && <p className={styles.hint}>{t('listing.images.avatarNone')}</p>}
        {photoId && user.avatar?.id === photoId && !user.avatar.approved && <p className={styles.hint}>{t('listing.images.avatarPending')}</p>}
        <input
          ref={input}
          id={`${id}-file`}
          className={styles.file}
          type="file"
          accept="image/*"
          tabIndex={-1}
          aria-hidden="true"
          onChange={choose}
        />
        <Button
          variant="secondary"
          loading={sending}
          onClick={() => input.current?.click()}
          aria-describedby={[`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ')}
        >
          {t('listing.images.choosePhoto')}
        </Button>
        <VisuallyHidden>
          <span role="status" aria-live="polite">
            {sending ? t('listing.images.sending') : done ? t('listing.images.sent') : ''}
          </span>
        </VisuallyHidden>
        {sending && (
          <p className={styles.hint} aria-hidden="true">
            {t('listing.images.sending')}
          </p>
        )}
        {error && (
          <p id={`${id}-error`} className={styles.error} role="alert">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
