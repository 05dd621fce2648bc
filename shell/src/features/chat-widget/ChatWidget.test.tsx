import type { SiteConfig } from '@coloc/shared';
import { act, render } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { StrictMode } from 'react';
import { fetchSiteConfigFx } from '../site/model';
import { ChatWidget } from './ChatWidget';

const SRC = 'https://chat.example.com/widget.js';
const siteConfig = (chat_widget_url: string | null): SiteConfig => ({
  customer_service_user_id: null,
  broker_registration: null,
  public_url: 'https://toitpartage.example',
  chat_widget_url,
  sandbox_mailbox_url: null,
});
const widgetScripts = () => Array.from(document.querySelectorAll<HTMLScriptElement>('script[data-chat-widget]'));

/** Mounts the widget (in StrictMode, which runs effects twice), then lets the site config arrive. */
async function mountAndLoad(config: SiteConfig, beforeLoad: () => void = () => undefined) {
  const scope = fork({ handlers: [[fetchSiteConfigFx, async () => config]] });
  const view = render(
    <StrictMode>
      <Provider value={scope}>
        <ChatWidget />
      </Provider>
    </StrictMode>,
  );
  beforeLoad();
  await act(async () => {
    await allSettled(fetchSiteConfigFx, { scope });
  });
  return view;
}

afterEach(() => widgetScripts().forEach((script) => script.remove()));

describe('ChatWidget', () => {
  it('injects the configured script once, async, into the body', async () => {
    const first = await mountAndLoad(siteConfig(SRC), () => expect(widgetScripts()).toHaveLength(0));
    first.unmount();
    await mountAndLoad(siteConfig(SRC));

    const scripts = widgetScripts();
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.src).toBe(SRC);
    expect(scripts[0]!.async).toBe(true);
    expect(scripts[0]!.parentElement).toBe(document.body);
  });

  it('injects nothing when no widget is configured', async () => {
    await mountAndLoad(siteConfig(null));
    expect(widgetScripts()).toHaveLength(0);
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });
});
