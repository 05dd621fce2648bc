// `customer-service/{discussion_type?}/{discussion_id?}`. A user gets their own thread with the
// team, as on `support`. Support staff (to whom the API refuses an own support thread) get every
// user's thread, `customer-service/conversation/<id>` opening one.
import { $user, pathTo, type User } from '@coloc/shared';
import { Card, SkeletonText } from '@coloc/shared/ui';
import { useUnit } from 'effector-react';
import { useLocation, useParams } from 'react-router-dom';
import { useTexts } from '../../../i18n/useTexts';
import { useChatConnection } from '../../../entities/chat/ui/useChatConnection';
import { ChatsIcon } from '../../../entities/conversations/ui/icons';
import { InboxLayout } from '../../../entities/conversations/ui/InboxLayout';
import { useInbox } from '../../../entities/conversations/ui/useInbox';
import { SupportThread } from './SupportThread';
import { useSupportThread } from './useSupportThread';
import styles from '../../../entities/conversations/ui/Messages.module.css';

export default function CustomerServicePage() {
  const user = useUnit($user);
  useChatConnection();
  if (!user) return <SkeletonText lines={4} />;
  return <CustomerService user={user} />;
}

function CustomerService({ user }: { user: User }) {
  const t = useTexts();
  const { state, retry } = useSupportThread();
  if (state.status === 'loading') return <SkeletonText lines={4} label={t('support.checking')} />;
  if (state.status === 'staff') return <StaffInbox user={user} />;
  return <SupportThread user={user} state={state} onRetry={retry} />;
}

function StaffInbox({ user }: { user: User }) {
  const t = useTexts();
  const location = useLocation();
  const { discussion_type: type, discussion_id: id } = useParams();
  const selectedId = type === 'conversation' && id && /^\d+$/.test(id) ? Number(id) : null;
  const inbox = useInbox({ kind: 'support' }, user.id);

  const listHref = pathTo('DashboardCustomerService', {}, { user, from: location });
  const hrefFor = (conversationId: number) =>
    pathTo('DashboardCustomerService', { discussion_type: 'conversation', discussion_id: String(conversationId) }, { user, from: location });

  return (
    <div className={styles.page}>
      <header className={styles.pageHeader}>
        <h1>{t('support.staffTitle')}</h1>
        <p className={styles.intro}>{t('support.staffIntro')}</p>
      </header>
      <InboxLayout
        me={user.id}
        inbox={inbox}
        selectedId={selectedId}
        hrefFor={hrefFor}
        listHref={listHref}
        listLabel={t('support.staffTitle')}
        empty={
          <Card className={styles.empty} padding="lg">
            <ChatsIcon className={styles.emptyIcon} />
            <p className={styles.emptyTitle}>{t('support.staffEmpty')}</p>
            <p>{t('support.staffEmptyHint')}</p>
          </Card>
        }
      />
    </div>
  );
}
