// ./BankAccount for other areas (mf-registration's parameters page mounts it), as single-spa
// lifecycles. It has its own router on the browser's history, like every widget.
import { remoteLifecycles } from '@coloc/shared/remote';
import { BrowserRouter } from 'react-router-dom';
import { BankAccountPanel } from '../features/bank-account/ui/BankAccountPanel';

export interface BankAccountWidgetProps {
  data?: Record<string, unknown>;
}

export function BankAccountWidget(_props: BankAccountWidgetProps) {
  return (
    <BrowserRouter>
      <BankAccountPanel />
    </BrowserRouter>
  );
}

export const { bootstrap, mount, unmount, update } = remoteLifecycles(BankAccountWidget);
