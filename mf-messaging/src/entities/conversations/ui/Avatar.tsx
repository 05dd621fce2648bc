import type { ConversationPeer } from '@coloc/shared';
import { LazyImage } from '@coloc/shared/ui';
import clsx from 'clsx';
import { avatarColours, peerInitials } from '../model/peer';
import { HeadsetIcon } from './icons';
import styles from './Avatar.module.css';

export interface AvatarProps {
  peer: ConversationPeer;
  size?: 'sm' | 'md' | 'lg';
  /** Draws the green dot (its meaning is said in text next to the avatar). */
  online?: boolean;
  className?: string;
}

/** The other side's photo, else their initials on their colour; the support team gets its headset. */
export function Avatar({ peer, size = 'md', online = false, className }: AvatarProps) {
  const support = peer.user_id === null;
  const colours = support ? null : avatarColours(peer);
  return (
    <span className={clsx(styles.avatar, styles[size], className)} aria-hidden="true">
      {support ? (
        <span className={clsx(styles.face, styles.support)}>
          <HeadsetIcon className={styles.supportIcon} />
        </span>
      ) : peer.avatar_url ? (
        <LazyImage className={styles.face} src={peer.avatar_url} alt="" width={48} height={48} />
      ) : (
        <span className={styles.face} style={colours ?? undefined}>
          {peerInitials(peer)}
        </span>
      )}
      {online && <span className={styles.dot} />}
    </span>
  );
}
