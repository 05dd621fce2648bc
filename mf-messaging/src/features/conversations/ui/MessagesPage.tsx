// `messages`: the user's conversations. Seekers have one inbox; owners, agents and managers one per
// home, picked by the `home_id` query (SPEC 2.4). `?conversation=<id>` opens one, so 'Contacter'
// elsewhere can POST /api/conversations and come here with the new id.
import { $user, isOwner, isPro, pathTo, type User } from '@coloc/shared';
import { buttonClassName, Card, SkeletonText } from '@coloc/shared/ui';
import { useUnit } from 'effector-react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { useTexts } from '../../../i18n/useTexts';
import { useChatConnection } from '../../../entities/chat/ui/useChatConnection';
import { ChatsIcon } from '../../../entities/conversations/ui/icons';
import { InboxLayout } from '../../../entities/conversations/ui/InboxLayout';
import { useInbox } from '../../../entities/conversations/ui/useInbox';
import styles from '../../../entities/conversations/ui/Messages.module.css';

export default function MessagesPage() {
  const user = useUnit($user);
  useChatConnection();
  if (!user) return <SkeletonText lines={4} />;
  return <DirectInbox user={user} />;
}

function positiveId(value: string | null): number | null {
  return value && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

function DirectInbox({ user }: { user: User }) {
  const t = useTexts();
  const location = useLocation();
  const [params] = useSearchParams();
  const pro = isPro(user) || isOwner(user);
  const homeId = pro ? (positiveId(params.get('home_id')) ?? user.home?.id ?? null) : null;
  const selectedId = positiveId(params.get('conversation'));
  const inbox = useInbox({ homeId, kind: 'direct' }, user.id);

  const listHref = pathTo('DashboardMessages', {}, { user, from: location });
  const hrefFor = (id: number) => pathTo('DashboardMessages', {}, { user, from: location, query: { conversation: id } });

  return (
    <div className={styles.page}>
      <header className={styles.pageHeader}>
        <h1>{t('conversations.title')}</h1>
        <p className={styles.intro}>{t(pro ? 'conversations.proIntro' : 'conversations.intro')}</p>
      </header>
      <InboxLayout
        me={user.id}
        inbox={inbox}
        selectedId={selectedId}
        hrefFor={hrefFor}
        listHref={listHref}
        listLabel={t('conversations.listLabel')}
        showHome={pro}
        empty={
          <Card className={styles.empty} padding="lg">
            <ChatsIcon className={styles.emptyIcon} />
            <p className={styles.emptyTitle}>{t('conversations.empty')}</p>
            <p>{t('conversations.emptyHint')}</p>
            <Link className={buttonClassName()} to={pathTo('DashboardUserMatching', {}, { user, from: location })}>
              {t('conversations.emptyAction')}
            </Link>
          </Card>
        }
      />
    </div>
  );
}
