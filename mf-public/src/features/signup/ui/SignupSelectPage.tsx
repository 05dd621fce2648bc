import { $user } from '@coloc/shared';
import { Container } from '@coloc/shared/ui';
import { useUnit } from 'effector-react';
import { Link, useLocation } from 'react-router-dom';
import { useTexts } from '../../../i18n/useTexts';
import { authQuery } from '../../../entities/auth/model/destination';
import { AlreadySignedIn } from '../../../entities/auth/ui/AlreadySignedIn';
import { Icon } from '../../../entities/page/ui/Icon';
import { SIGNUP_GROUPS, SIGNUP_TYPE_INFO } from '../model/signupTypes';
import styles from './SignupSelectPage.module.css';

export default function SignupSelectPage() {
  const t = useTexts();
  const user = useUnit($user);
  const location = useLocation();
  if (user) return <AlreadySignedIn user={user} />;
  // A quick search (or an advert page) handed us a draft or a return address: keep them.
  const keep = authQuery(location);

  return (
    <section className={styles.page} aria-labelledby="signupselect-title">
      <Container>
        <header className={styles.header}>
          <h1 id="signupselect-title">{t('signupSelect.title')}</h1>
          <p className={styles.lead}>
            L'inscription est gratuite et ne prend que quelques minutes. Dites-nous qui vous êtes : nous adaptons votre espace à
            votre situation.
          </p>
        </header>
        <div className={styles.groups}>
          {SIGNUP_GROUPS.map((group) => (
            <section key={group.title} className={styles.group} aria-labelledby={`group-${group.types[0]}`}>
              <h2 id={`group-${group.types[0]}`} className={styles.groupTitle}>
                {group.title}
              </h2>
              <ul className={styles.cards}>
                {group.types.map((type) => {
                  const info = SIGNUP_TYPE_INFO[type];
                  return (
                    <li key={type}>
                      <Link className={styles.card} to={`/signup/${type}${keep}`}>
                        <span className={styles.icon}>
                          <Icon name={info.icon} size={28} />
                        </span>
                        <span className={styles.text}>
                          <span className={styles.choice}>{info.choice}</span>
                          <span className={styles.explain}>{info.choiceText}</span>
                        </span>
                        <span className={styles.arrow} aria-hidden="true">
                          →
                        </span>
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </section>
          ))}
        </div>
        <p className={styles.signin}>
          {t('signup.alreadyMember')} <Link to={`/signin${keep}`}>{t('signup.signinLink')}</Link>
        </p>
      </Container>
    </section>
  );
}
