import { useEffect } from 'react';
import { chatConnection } from '../model/connection';

/** Holds the page's chat socket while the component is mounted (shared with the widget's). */
export function useChatConnection(): void {
  useEffect(() => chatConnection.acquire(), []);
}
