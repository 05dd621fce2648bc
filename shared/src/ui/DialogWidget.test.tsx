import { act, render } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { useState } from 'react';
import { StartConversationDialog, VisitRequestDialog } from './DialogWidget';
import { $remoteWidgetRenderer, type RemoteWidgetProps } from './RemoteWidget';

describe('DialogWidget', () => {
  function setUp() {
    const mounted: RemoteWidgetProps[] = [];
    const scope = fork({
      values: [
        [
          $remoteWidgetRenderer,
          (props: RemoteWidgetProps) => {
            mounted.push(props);
            return null;
          },
        ],
      ],
    });
    let setOpen: (open: boolean) => void = () => undefined;
    function Page() {
      const [open, set] = useState(false);
      setOpen = set;
      return <StartConversationDialog open={open} onOpenChange={set} name="Léa D." toUserId={7} homeId={12} about="profile" />;
    }
    render(
      <Provider value={scope}>
        <Page />
      </Provider>,
    );
    return { mounted, open: (value: boolean) => act(() => setOpen(value)) };
  }

  it('asks for the widget only when the dialog first opens (its code stays out of the page)', () => {
    const { mounted, open } = setUp();
    expect(mounted).toEqual([]);
    open(true);
    expect(mounted.at(-1)).toMatchObject({ remote: 'mf_messaging', exposed: 'StartConversation', placeholder: 'none', data: { name: 'Léa D.', toUserId: 7, homeId: 12, about: 'profile', open: true } });
  });

  it('keeps the widget mounted once closed, with open false (the dialog gives the focus back)', () => {
    const { mounted, open } = setUp();
    open(true);
    open(false);
    expect(mounted.at(-1)?.data).toMatchObject({ open: false });
  });

  it("mounts mf-matching's ./VisitRequest for a visit", () => {
    const mounted: RemoteWidgetProps[] = [];
    const scope = fork({ values: [[$remoteWidgetRenderer, (props: RemoteWidgetProps) => (mounted.push(props), null)]] });
    render(
      <Provider value={scope}>
        <VisitRequestDialog open onOpenChange={() => undefined} homeId={12} name="Bernard" wording="advert" />
      </Provider>,
    );
    expect(mounted.at(-1)).toMatchObject({ remote: 'mf_matching', exposed: 'VisitRequest', data: { homeId: 12, name: 'Bernard', wording: 'advert', open: true } });
  });
});
