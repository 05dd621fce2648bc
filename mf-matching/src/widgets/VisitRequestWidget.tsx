// 'Demander une visite' for every area (./VisitRequest): the dialog of a visit request, as
// single-spa lifecycles whose parcel `data` is VisitRequestData plus the dialog's
// `open`/`onOpenChange` (the page keeps its button and open state; see @coloc/shared/ui/DialogWidget).
import type { DialogWidgetState, VisitRequestData } from '@coloc/shared/ui/DialogWidget';
import { remoteLifecycles } from '@coloc/shared/remote';
import { BrowserRouter } from 'react-router-dom';
import { VisitRequestDialog } from '../features/visit-request/ui/VisitRequestDialog';

type Props = VisitRequestData & DialogWidgetState;

/** The parcel's data, checked: it comes from another area at run time. */
export function visitRequestData(data: Partial<Record<keyof Props, unknown>> | undefined): Props | null {
  if (!data) return null;
  const { homeId, name, wording, open, onOpenChange } = data;
  if (typeof homeId !== 'number' || !Number.isInteger(homeId) || homeId < 1) return null;
  if (typeof onOpenChange !== 'function') return null;
  return {
    homeId,
    name: typeof name === 'string' ? name : '',
    wording: wording === 'advert' ? 'advert' : 'matching',
    open: open === true,
    onOpenChange: onOpenChange as Props['onOpenChange'],
  };
}

export function VisitRequestWidget({ data }: { data?: Partial<Record<keyof Props, unknown>> }) {
  const props = visitRequestData(data);
  if (!props) return null;
  return (
    <BrowserRouter>
      <VisitRequestDialog {...props} />
    </BrowserRouter>
  );
}

export const { bootstrap, mount, unmount, update } = remoteLifecycles(VisitRequestWidget);
