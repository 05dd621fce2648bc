// The public advert for other areas (./AdvertView, e.g. the owner's preview in mf-properties), as
// single-spa lifecycles mounted with `data: { homeId, preview? }`. It has its own router on the
// browser's history, so its links move the whole site (the shell's router hears every pushState
// through single-spa), like mf-matching's ./ProfileCard.
import { pathTo, type PublicAdvert } from '@coloc/shared';
import { BrowserRouter } from 'react-router-dom';
import { remoteLifecycles } from '@coloc/shared/remote';
import { AdvertView } from '../features/advert/ui/AdvertView';

export interface AdvertViewData {
  homeId: number;
  /** `?preview=1`: an unpublished advert for its landlords and moderators; the buttons are disabled. */
  preview?: boolean;
}

/** Outside its own page the sign-in link names the advert explicitly: the host page is not an advert route. */
const signInBackTo = (advert: PublicAdvert) => pathTo('Signin', {}, { query: { redirect: advert.public_url } });

export function AdvertViewWidget({ data }: { data?: Partial<AdvertViewData> }) {
  const homeId = Number(data?.homeId);
  if (!Number.isInteger(homeId) || homeId <= 0) return null;
  return (
    <BrowserRouter>
      <AdvertView key={homeId} homeId={homeId} preview={!!data?.preview} signInHref={signInBackTo} />
    </BrowserRouter>
  );
}

const lifecycles = remoteLifecycles(AdvertViewWidget);

export const { bootstrap, mount, unmount, update } = lifecycles;
