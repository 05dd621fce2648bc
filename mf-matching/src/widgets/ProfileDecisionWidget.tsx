// The decision block of another member's profile page (./ProfileDecision): the affinity and why,
// Contacter, favourite and dislike, as single-spa lifecycles mounted with `{ userId, name }`.
import { BrowserRouter } from 'react-router-dom';
import { remoteLifecycles } from '@coloc/shared/remote';
import { ProfileDecision } from '../features/profile-decision/ui/ProfileDecision';

export interface ProfileDecisionWidgetProps {
  userId: number;
  name: string;
}

export function ProfileDecisionWidget({ userId, name }: ProfileDecisionWidgetProps) {
  if (!userId) return null;
  return (
    <BrowserRouter>
      <ProfileDecision key={userId} userId={userId} name={name} />
    </BrowserRouter>
  );
}

const lifecycles = remoteLifecycles(ProfileDecisionWidget);

export const { bootstrap, mount, unmount, update } = lifecycles;
