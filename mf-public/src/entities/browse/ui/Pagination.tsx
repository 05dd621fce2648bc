// Previous, up to 5 page numbers, next (SPEC 9). Real links: they work without JavaScript, open in
// a new tab and are followed by crawlers; with JavaScript the router loads the page in place.
import { Link } from 'react-router-dom';
import { pageList } from '../model/paging';
import styles from './Browse.module.css';

export function Pagination({ page, pages, href }: { page: number; pages: number; href: (page: number) => string }) {
  if (pages <= 1 || page > pages) return null;
  return (
    <nav className={styles.paging} aria-label="Pages de résultats">
      <ul className={styles.pagingList}>
        <li>
          {page > 1 ? (
            <Link className={styles.step} to={href(page - 1)} rel="prev">
              <span aria-hidden="true">‹</span>
              <span className={styles.stepText}>Précédente</span>
            </Link>
          ) : (
            <span className={`${styles.step} ${styles.disabled}`} aria-disabled="true">
              <span aria-hidden="true">‹</span>
              <span className={styles.stepText}>Précédente</span>
            </span>
          )}
        </li>
        {pageList(page, pages).map((number) => (
          <li key={number}>
            {number === page ? (
              <span className={`${styles.number} ${styles.current}`} aria-current="page">
                {number}
              </span>
            ) : (
              <Link className={styles.number} to={href(number)} aria-label={`Page ${number}`}>
                {number}
              </Link>
            )}
          </li>
        ))}
        <li>
          {page < pages ? (
            <Link className={styles.step} to={href(page + 1)} rel="next">
              <span className={styles.stepText}>Suivante</span>
              <span aria-hidden="true">›</span>
            </Link>
          ) : (
            <span className={`${styles.step} ${styles.disabled}`} aria-disabled="true">
              <span className={styles.stepText}>Suivante</span>
              <span aria-hidden="true">›</span>
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
