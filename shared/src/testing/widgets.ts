import { remoteWidgetRendererProvided, type RemoteWidgetProps } from '../ui/RemoteWidget';

/**
 * Stands in for the shell's widget loader: records every widget the page asks it to mount (remote,
 * exposed module, data) and renders nothing. `afterEach(unstubRemoteWidgets)` puts the page back
 * without a shell.
 */
export function stubRemoteWidgets(): RemoteWidgetProps[] {
  const mounted: RemoteWidgetProps[] = [];
  remoteWidgetRendererProvided((props: RemoteWidgetProps) => {
    mounted.push(props);
    return null;
  });
  return mounted;
}

export function unstubRemoteWidgets(): void {
  remoteWidgetRendererProvided(null as never);
}
