// ./Checkout for other areas, as single-spa lifecycles (placeholder until built, issue 7).
import { remoteLifecycles } from '@coloc/shared/remote';
import { BrowserRouter } from 'react-router-dom';

export interface CheckoutWidgetProps {
  data?: Record<string, unknown>;
}

export function CheckoutWidget(_props: CheckoutWidgetProps) {
  return <BrowserRouter>{null}</BrowserRouter>;
}

export const { bootstrap, mount, unmount, update } = remoteLifecycles(CheckoutWidget);
