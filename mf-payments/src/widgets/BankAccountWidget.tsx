// ./BankAccount for other areas, as single-spa lifecycles (placeholder until built, issue 7).
import { remoteLifecycles } from '@coloc/shared/remote';
import { BrowserRouter } from 'react-router-dom';

export interface BankAccountWidgetProps {
  data?: Record<string, unknown>;
}

export function BankAccountWidget(_props: BankAccountWidgetProps) {
  return <BrowserRouter>{null}</BrowserRouter>;
}

export const { bootstrap, mount, unmount, update } = remoteLifecycles(BankAccountWidget);
