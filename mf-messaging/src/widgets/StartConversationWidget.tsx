// 'Contacter' for other areas (./StartConversation): the dialog of a first message, as single-spa
// lifecycles whose parcel `data` is StartConversationData plus the dialog's `open`/`onOpenChange`
// (the page keeps its button and open state; see DialogWidget in @coloc/shared/ui).
import type { DialogWidgetState, StartConversationData } from '@coloc/shared/ui/DialogWidget';
import { remoteLifecycles } from '@coloc/shared/remote';
import { BrowserRouter } from 'react-router-dom';
import { StartConversationDialog } from '../features/start-conversation/ui/StartConversationDialog';

type Props = StartConversationData & DialogWidgetState;

/** The parcel's data, checked: it comes from another area at run time. */
export function startConversationData(data: Partial<Record<keyof Props, unknown>> | undefined): Props | null {
  if (!data) return null;
  const { name, toUserId, homeId, about, open, onOpenChange } = data;
  if (typeof toUserId !== 'number' || !Number.isInteger(toUserId) || toUserId < 1) return null;
  if (typeof onOpenChange !== 'function') return null;
  return {
    name: typeof name === 'string' ? name : '',
    toUserId,
    ...(typeof homeId === 'number' && Number.isInteger(homeId) && homeId > 0 ? { homeId } : {}),
    about: about === 'profile' ? 'profile' : 'advert',
    open: open === true,
    onOpenChange: onOpenChange as Props['onOpenChange'],
  };
}

export function StartConversationWidget({ data }: { data?: Partial<Record<keyof Props, unknown>> }) {
  const props = startConversationData(data);
  if (!props) return null;
  return (
    <BrowserRouter>
      <StartConversationDialog {...props} />
    </BrowserRouter>
  );
}

export const { bootstrap, mount, unmount, update } = remoteLifecycles(StartConversationWidget);
