// ./ScaWarning for the shell, as single-spa lifecycles: the SCA warning block above the dashboard
// pages (SPEC 4). It renders nothing unless the user is an owner or agent whose sca_status is
// 'required', so a host may mount it anywhere.
import { remoteLifecycles } from '@coloc/shared/remote';
import { BrowserRouter } from 'react-router-dom';
import { ScaWarning } from '../features/bank-account/ui/ScaWarning';

export interface ScaWarningWidgetProps {
  data?: Record<string, unknown>;
}

export function ScaWarningWidget(_props: ScaWarningWidgetProps) {
  return (
    <BrowserRouter>
      <ScaWarning />
    </BrowserRouter>
  );
}

export const { bootstrap, mount, unmount, update } = remoteLifecycles(ScaWarningWidget);
