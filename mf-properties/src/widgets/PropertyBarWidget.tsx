// The property bar for the shell (./PropertyBar, SPEC 2.8), as single-spa lifecycles: a parcel
// mounted with `data: { homeId }` above the owner screens. The shell passes a new homeId through
// `update` when `home_id` changes. The bar has its own router on the browser's history, so its
// links move the whole site (the shell's router hears every pushState through single-spa).
import { BrowserRouter } from 'react-router-dom';
import { remoteLifecycles } from '@coloc/shared/remote';
import { PropertyBar } from '../features/property-bar/ui/PropertyBar';

export interface PropertyBarWidgetProps {
  data?: { homeId?: number | null };
}

export function PropertyBarWidget({ data }: PropertyBarWidgetProps) {
  const homeId = typeof data?.homeId === 'number' ? data.homeId : null;
  return (
    <BrowserRouter>
      <PropertyBar homeId={homeId} />
    </BrowserRouter>
  );
}

export const { bootstrap, mount, unmount, update } = remoteLifecycles(PropertyBarWidget);
