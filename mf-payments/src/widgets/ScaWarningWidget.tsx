// ./ScaWarning for other areas, as single-spa lifecycles (placeholder until built, issue 7).
import { remoteLifecycles } from '@coloc/shared/remote';
import { BrowserRouter } from 'react-router-dom';

export interface ScaWarningWidgetProps {
  data?: Record<string, unknown>;
}

export function ScaWarningWidget(_props: ScaWarningWidgetProps) {
  return <BrowserRouter>{null}</BrowserRouter>;
}

export const { bootstrap, mount, unmount, update } = remoteLifecycles(ScaWarningWidget);
