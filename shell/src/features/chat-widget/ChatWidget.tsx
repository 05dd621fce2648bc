// SPEC 1: the third-party chat widget, loaded only when the API's site config names its script.
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { $siteConfig } from '../site/model';

const MARKER = 'data-chat-widget';

/** Appends the widget's script to document.body once; a second call (remount, StrictMode) is a no-op. */
export function loadChatWidget(src: string): void {
  if (document.querySelector(`script[${MARKER}]`)) return;
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  script.setAttribute(MARKER, '');
  document.body.appendChild(script);
}

export function ChatWidget() {
  const src = useUnit($siteConfig)?.chat_widget_url ?? null;
  useEffect(() => {
    if (src) loadChatWidget(src);
  }, [src]);
  return null;
}
