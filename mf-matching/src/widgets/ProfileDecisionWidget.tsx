// The decision block of another member's profile page (./ProfileDecision): the affinity and why,
// Contacter, favourite and dislike, as single-spa lifecycles whose parcel `data` is `{ userId, name }`.
import { BrowserRouter } from 'react-router-dom';
import { remoteLifecycles } from '@coloc/shared/remote';
import { ProfileDecision } from '../features/profile-decision/ui/ProfileDecision';

export interface ProfileDecisionWidgetProps {
  userId: number;
  name: string;
}

/** The parcel's data, checked: it comes from another area at run time. */
export function decisionData(data: Partial<Record<keyof ProfileDecisionWidgetProps, unknown>> | undefined): ProfileDecisionWidgetProps | null {
  if (!data || typeof data.userId !== 'number' || !Number.isInteger(data.userId) || data.userId < 1) return null;
  return { userId: data.userId, name: typeof data.name === 'string' ? data.name : '' };
}

export function ProfileDecisionWidget({ data }: { data?: Partial<Record<keyof ProfileDecisionWidgetProps, unknown>> }) {
  const props = decisionData(data);
  if (!props) return null;
  const { userId, name } = props;
  return (
    <BrowserRouter>
      <ProfileDecision key={userId} userId={userId} name={name} />
    </BrowserRouter>
  );
}

const lifecycles = remoteLifecycles(ProfileDecisionWidget);

export const { bootstrap, mount, unmount, update } = lifecycles;
