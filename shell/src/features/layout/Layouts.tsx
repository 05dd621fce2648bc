import { $user, authLink, landingPathFor, type Layout } from '@coloc/shared';
import { useUnit } from 'effector-react';
import type { ComponentType, ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Footer } from './Footer';
import { Logo } from './Logo';
import { PublicHeader } from './PublicHeader';
import { PROMPTS_SLOT_ID } from '../pwa/slot';
import { ScaWarningSlot } from './ScaWarningSlot';
import { DashboardSidebar } from './Sidebar';
import { MAIN_ID, SkipLink } from './SkipLink';
import styles from './Layout.module.css';

type LayoutProps = { children: ReactNode };

function Main({ children, className }: { children: ReactNode; className?: string }) {
  // tabIndex -1: after a navigation, focus moves here so screen readers start at the new page.
  return (
    <main id={MAIN_ID} tabIndex={-1} className={className ?? styles.main}>
      {children}
    </main>
  );
}

export function PublicLayout({ children }: LayoutProps) {
  return (
    <div className={styles.page}>
      <SkipLink />
      <PublicHeader />
      <Main>{children}</Main>
      <Footer />
    </div>
  );
}

/** Public adverts: same frame, the page itself decides its width. */
export function AdvertLayout({ children }: LayoutProps) {
  return (
    <div className={styles.page}>
      <SkipLink />
      <PublicHeader />
      <Main className={styles.mainAdvert}>{children}</Main>
      <Footer />
    </div>
  );
}

/** Step-by-step flows (registration): a calm page with the logo and a way out. */
export function FocusLayout({ children }: LayoutProps) {
  const user = useUnit($user);
  const location = useLocation();
  return (
    <div className={styles.page}>
      <SkipLink />
      <header className={styles.focusHeader}>
        <Logo />
        {user && (
          <Link className={styles.navLink} to={authLink('Signout', location)}>
            Se déconnecter
          </Link>
        )}
      </header>
      <Main className={styles.mainFocus}>{children}</Main>
    </div>
  );
}

export function DashboardLayout({ children }: LayoutProps) {
  const user = useUnit($user);
  const location = useLocation();
  return (
    <div className={styles.dashboard}>
      <SkipLink />
      <header className={styles.dashboardTop}>
        <Logo to={user ? landingPathFor(user, location) : '/'} />
        {user && (
          <div className={styles.dashboardUser}>
            <span className={styles.hello}>
              Bonjour <strong>{user.first_name}</strong>
            </span>
            <Link className={styles.navLink} to={authLink('Signout', location)}>
              Se déconnecter
            </Link>
          </div>
        )}
      </header>
      <div className={styles.dashboardBody}>
        {user && <DashboardSidebar user={user} />}
        <Main className={styles.mainDashboard}>
          {/* The push and install prompts (features/pwa) render here, in the flow, above the page. */}
          <div id={PROMPTS_SLOT_ID} />
          {/* SPEC 4: the strong authentication warning, above the page, for owners and agents. */}
          <ScaWarningSlot user={user} location={location} />
          {children}
        </Main>
      </div>
    </div>
  );
}

export const LAYOUTS: Record<Layout, ComponentType<LayoutProps>> = {
  public: PublicLayout,
  advert: AdvertLayout,
  focus: FocusLayout,
  dashboard: DashboardLayout,
  bare: ({ children }) => <Main className={styles.mainBare}>{children}</Main>,
};
