// Building blocks of the promotional pages (owners, housing against services, about).
import { Container } from '@coloc/shared/ui';
import { useId, type ReactNode } from 'react';
import clsx from 'clsx';
import { Icon, type IconName } from './Icon';
import styles from './Landing.module.css';

export function LandingHero({ eyebrow, title, lead, actions, art }: { eyebrow?: string; title: ReactNode; lead: ReactNode; actions?: ReactNode; art?: ReactNode }) {
  const titleId = useId();
  return (
    <section className={styles.hero} aria-labelledby={titleId}>
      <Container className={clsx(styles.heroInner, !art && styles.heroNoArt)}>
        <div>
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <h1 id={titleId} className={styles.heroTitle}>
            {title}
          </h1>
          <div className={styles.lead}>{lead}</div>
          {actions && <div className={styles.actions}>{actions}</div>}
        </div>
        {art && <div className={styles.art}>{art}</div>}
      </Container>
    </section>
  );
}

export function LandingSection({ title, intro, tone = 'plain', children, id }: { title: ReactNode; intro?: ReactNode; tone?: 'plain' | 'muted' | 'accent'; children: ReactNode; id?: string }) {
  const titleId = useId();
  return (
    <section id={id} className={clsx(styles.section, tone === 'muted' && styles.muted, tone === 'accent' && styles.accent)} aria-labelledby={titleId}>
      <Container>
        <header className={styles.sectionHeader}>
          <h2 id={titleId}>{title}</h2>
          {intro && <div className={styles.intro}>{intro}</div>}
        </header>
        {children}
      </Container>
    </section>
  );
}

export interface FeatureItem {
  icon: IconName;
  title: string;
  text: ReactNode;
}

/** Cards with an icon, an <h3> and a paragraph. */
export function FeatureGrid({ items, columns = 3 }: { items: readonly FeatureItem[]; columns?: 2 | 3 | 4 }) {
  return (
    <ul className={clsx(styles.features, columns === 2 && styles.cols2, columns === 4 && styles.cols4)}>
      {items.map((item) => (
        <li key={item.title} className={styles.feature}>
          <span className={styles.featureIcon}>
            <Icon name={item.icon} size={28} />
          </span>
          <h3 className={styles.featureTitle}>{item.title}</h3>
          <div className={styles.featureText}>{item.text}</div>
        </li>
      ))}
    </ul>
  );
}

/** Numbered steps, in order. */
export function StepList({ steps }: { steps: ReadonlyArray<{ title: string; text: ReactNode }> }) {
  return (
    <ol className={styles.stepList}>
      {steps.map((step) => (
        <li key={step.title} className={styles.stepItem}>
          <h3 className={styles.featureTitle}>{step.title}</h3>
          <div className={styles.featureText}>{step.text}</div>
        </li>
      ))}
    </ol>
  );
}

export function CallToAction({ title, text, actions }: { title: string; text: ReactNode; actions: ReactNode }) {
  const titleId = useId();
  return (
    <section className={styles.cta} aria-labelledby={titleId}>
      <Container className={styles.ctaInner}>
        <h2 id={titleId} className={styles.ctaTitle}>
          {title}
        </h2>
        <div className={styles.ctaText}>{text}</div>
        <div className={styles.actions}>{actions}</div>
      </Container>
    </section>
  );
}
