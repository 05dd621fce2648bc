/** Props the shell gives every mounted remote (single-spa parcel custom props). */
export interface RemoteLifecycleProps {
  /** Module Federation name of the remote, e.g. 'mf_public'. */
  remote: string;
  /** Name of the exposed module: 'app' or a widget. */
  exposed: string;
  /** Widget-specific data (e.g. a home id for the property bar). */
  data?: Record<string, unknown>;
  /**
   * Set when the shell mounts the remote into HTML the server rendered for it: the effector state
   * that HTML was rendered with. The remote hydrates its stores with it, then hydrates the HTML.
   */
  ssrState?: Record<string, unknown>;
}
