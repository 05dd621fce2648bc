import styles from './Requests.module.css';

export interface Sender {
  first_name: string;
  name_initial: string;
  avatar_url: string | null;
}

export const senderName = (from: Sender) => `${from.first_name} ${from.name_initial}`.trim();

/** The sender's approved photo, else their initial on a coloured disc (decorative: the name follows). */
export function SenderAvatar({ from }: { from: Sender }) {
  if (from.avatar_url) return <img className={styles.avatar} src={from.avatar_url} alt="" width={48} height={48} loading="lazy" />;
  return (
    <span className={styles.avatar} aria-hidden="true">
      {from.first_name.charAt(0).toLocaleUpperCase('fr-FR')}
    </span>
  );
}
