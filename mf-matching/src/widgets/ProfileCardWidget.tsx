// The profile card for other areas (./ProfileCard, SPEC 2.9), as single-spa lifecycles: a parcel
// mounted with `{ hit, homeId?, proView? }`. It has its own router on the browser's history, so its
// links move the whole site (the shell's router hears every pushState through single-spa).
import type { MatchUserHit } from '@coloc/shared';
import { useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { remoteLifecycles } from '@coloc/shared/remote';
import { ProfileCard } from '../entities/profile-card/ui/ProfileCard';

export interface ProfileCardWidgetProps {
  hit: MatchUserHit;
  homeId?: number;
  proView?: boolean;
  /** Told after a confirmed dislike (the card then hides itself). */
  onDisliked?: (userId: number) => void;
  onFavoriteChange?: (userId: number, favorite: boolean) => void;
}

export function ProfileCardWidget({ hit, homeId, proView, onDisliked, onFavoriteChange }: ProfileCardWidgetProps) {
  const [hidden, setHidden] = useState(false);
  if (!hit || hidden) return null;
  return (
    <BrowserRouter>
      <ProfileCard
        key={hit.SecondUser.UserID}
        hit={hit}
        homeId={homeId}
        proView={proView}
        onFavoriteChange={onFavoriteChange}
        onDisliked={(userId) => {
          setHidden(true);
          onDisliked?.(userId);
        }}
      />
    </BrowserRouter>
  );
}

const lifecycles = remoteLifecycles(ProfileCardWidget);

export const { bootstrap, mount, unmount, update } = lifecycles;
