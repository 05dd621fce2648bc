import styles from './Layout.module.css';

/** First focusable element of every page: keyboard users jump past the navigation. */
export function SkipLink() {
  return (
    <a className={styles.skipLink} href="#contenu">
      Aller au contenu
    </a>
  );
}

export const MAIN_ID = 'contenu';
