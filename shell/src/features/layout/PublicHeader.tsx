import { $user, authLink, landingPathFor } from '@coloc/shared';
import { buttonClassName } from '@coloc/shared/ui';
import { useUnit } from 'effector-react';
import { useId, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { Icon } from './Icon';
import { Logo } from './Logo';
import styles from './Layout.module.css';

const NAV = [
  { to: '/quicksearch', label: 'Trouver une colocation' },
  { to: '/colocation-proprietaire-avantages', label: 'Propriétaires' },
  { to: '/logement-contre-services', label: 'Logement contre services' },
  { to: '/faq', label: 'FAQ' },
];

export function PublicHeader() {
  const user = useUnit($user);
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const menuId = useId();

  return (
    <header className={styles.header}>
      <div className={styles.headerInner}>
        {/* Signed in, the logo leads to the user's space like « Mon espace », the search kept (SPEC 2.4). */}
        <Logo to={user ? landingPathFor(user, location) : '/'} />
        <button
          type="button"
          className={styles.menuButton}
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen((value) => !value)}
        >
          <Icon name={open ? 'close' : 'menu'} />
          <span>Menu</span>
        </button>
        <nav id={menuId} className={styles.nav} data-open={open} aria-label="Navigation principale" onClick={() => setOpen(false)}>
          <ul className={styles.navList}>
            {NAV.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className={({ isActive }) => (isActive ? styles.navLinkActive : styles.navLink)}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className={styles.navActions}>
            {user ? (
              <>
                <Link className={buttonClassName({ variant: 'secondary', size: 'sm' })} to={landingPathFor(user, location)}>
                  Mon espace
                </Link>
                <Link className={styles.navLink} to={authLink('Signout', location)}>
                  Se déconnecter
                </Link>
              </>
            ) : (
              <>
                <Link className={styles.navLink} to={authLink('Signin', location)}>
                  Connexion
                </Link>
                <Link className={buttonClassName({ size: 'sm' })} to="/signupselect">
                  Inscription
                </Link>
              </>
            )}
          </div>
        </nav>
      </div>
    </header>
  );
}
