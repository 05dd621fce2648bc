// A widget exposed by another remote (e.g. mf-public `./AdvertView` inside mf-properties' preview).
// Remotes never import each other: the shell provides the component that loads and mounts a
// remote's exposed module as a single-spa parcel, and this slot renders it.
import { createEvent, createStore } from 'effector';
import { useUnit } from 'effector-react';
import type { ComponentType, ReactNode } from 'react';
import type { RemoteName } from '../routes/types';

export interface RemoteWidgetProps {
  remote: RemoteName;
  /** Exposed module without './', e.g. 'AdvertView'. */
  exposed: string;
  /** Widget-specific data, passed as the parcel's `data` prop. */
  data?: Record<string, unknown>;
  /**
   * What stands in the slot while the widget's code loads: a skeleton (content in the page's flow),
   * or nothing (a dialog, which appears over the page once it has loaded).
   */
  placeholder?: 'skeleton' | 'none';
}

/** The shell calls this once at start-up with its parcel loader. */
export const remoteWidgetRendererProvided = createEvent<ComponentType<RemoteWidgetProps>>();
export const $remoteWidgetRenderer = createStore<ComponentType<RemoteWidgetProps> | null>(null, { skipVoid: false }).on(
  remoteWidgetRendererProvided,
  (_, renderer) => renderer,
);

/**
 * Renders another remote's widget through the shell. Without a shell (a remote running standalone
 * or in jest) it renders `fallback`.
 */
export function RemoteWidget({ fallback = null, ...props }: RemoteWidgetProps & { fallback?: ReactNode }) {
  const Renderer = useUnit($remoteWidgetRenderer);
  return Renderer ? <Renderer {...props} /> : <>{fallback}</>;
}
