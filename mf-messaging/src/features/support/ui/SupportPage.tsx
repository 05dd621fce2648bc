// `support`: the user's own thread with the support team ('Service Client' in the seeker's sidebar).
import { $user, type User } from '@coloc/shared';
import { SkeletonText } from '@coloc/shared/ui';
import { useUnit } from 'effector-react';
import { useChatConnection } from '../../../entities/chat/ui/useChatConnection';
import { SupportThread } from './SupportThread';
import { useSupportThread } from './useSupportThread';

export default function SupportPage() {
  const user = useUnit($user);
  useChatConnection();
  if (!user) return <SkeletonText lines={4} />;
  return <OwnSupport user={user} />;
}

function OwnSupport({ user }: { user: User }) {
  const { state, retry } = useSupportThread();
  return <SupportThread user={user} state={state} onRetry={retry} />;
}
