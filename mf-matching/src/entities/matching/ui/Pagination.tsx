// Page links of a matching list: previous, up to 5 numbers, next (SPEC 9). Links, not buttons, so
// a page can be opened in a new tab or shared; the page lives in the URL.
import { Link, useLocation } from 'react-router-dom';
import { useTexts } from '../../../i18n/useTexts';
import { pageList, withQuery } from '../model/paging';
import styles from './Pagination.module.css';

export function Pagination({ page, total }: { page: number; total: number }) {
  const t = useTexts();
  const location = useLocation();
  if (total <= 1) return null;
  const query = new URLSearchParams(location.search);
  const to = (target: number) => ({ pathname: location.pathname, search: withQuery(query, { page: target === 1 ? null : target }) });
  return (
    <nav className={styles.paging} aria-label={t('matching.paging.label')}>
      <ul className={styles.list}>
        <li>
          {page > 1 ? (
            <Link className={styles.step} to={to(page - 1)} rel="prev">
              <span aria-hidden="true">‹</span>
              {t('matching.paging.previous')}
            </Link>
          ) : (
            <span className={`${styles.step} ${styles.disabled}`} aria-disabled="true">
              <span aria-hidden="true">‹</span>
              {t('matching.paging.previous')}
            </span>
          )}
        </li>
        {pageList(page, total).map((number) => (
          <li key={number}>
            {number === page ? (
              <span className={`${styles.number} ${styles.current}`} aria-current="page">
                {number}
              </span>
            ) : (
              <Link className={styles.number} to={to(number)} aria-label={t('matching.paging.page', { page: number })}>
                {number}
              </Link>
            )}
          </li>
        ))}
        <li>
          {page < total ? (
            <Link className={styles.step} to={to(page + 1)} rel="next">
              {t('matching.paging.next')}
              <span aria-hidden="true">›</span>
            </Link>
          ) : (
            <span className={`${styles.step} ${styles.disabled}`} aria-disabled="true">
              {t('matching.paging.next')}
              <span aria-hidden="true">›</span>
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
