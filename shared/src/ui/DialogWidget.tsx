// A dialog that another remote owns (mf-messaging `./StartConversation`, mf-matching
// `./VisitRequest`): the page keeps its own button and open state, and the dialog's code is fetched
// only when it first opens, so it never weighs on the page's first render (nor on its server render:
// nothing is mounted before a click). It stays mounted once opened, so that closing it gives the
// focus back to the button and reopening it is instant.
//
// An entry of its own (`@coloc/shared/ui/DialogWidget`), outside the shared UI kit: only the
// remotes with such a button bundle it, and the first render of other pages carries none of it.
// It goes through the kit's one RemoteWidget (`@coloc/shared/ui`, the singleton), whose renderer
// the shell provides.
import type { RemoteName } from '@coloc/shared';
import { RemoteWidget } from '@coloc/shared/ui';
import { useState } from 'react';

/** Data of mf-messaging's `./StartConversation`: 'Contacter' with a first message. */
export interface StartConversationData {
  /** The person written to, as the dialog's title names them. */
  name: string;
  toUserId: number;
  /** The home the conversation is about. */
  homeId?: number;
  /**
   * What the writer looked at: a member's profile (a landlord or professional writes for their home,
   * so the conversation opens in that home's inbox) or a public advert (a seeker writes to a landlord).
   */
  about: 'profile' | 'advert';
}

/** Data of mf-matching's `./VisitRequest`: 'Demander une visite' with up to three slots. */
export interface VisitRequestData {
  homeId: number;
  /** What the dialog names: the home (matching results) or the landlord's first name (advert). */
  name: string;
  /** Whose words: the matching results' or the public advert's. */
  wording: 'matching' | 'advert';
}

/** The dialog's open state, which the widget receives beside its data. */
export interface DialogWidgetState {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export interface DialogWidgetProps<D extends object> extends DialogWidgetState {
  remote: RemoteName;
  exposed: string;
  data: D;
}

export function DialogWidget<D extends object>({ remote, exposed, data, open, onOpenChange }: DialogWidgetProps<D>) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  return <RemoteWidget remote={remote} exposed={exposed} placeholder="none" data={{ ...(data as Record<string, unknown>), open, onOpenChange }} />;
}

/** 'Contacter': mf-messaging's dialog. */
export function StartConversationDialog({ open, onOpenChange, ...data }: StartConversationData & DialogWidgetState) {
  return <DialogWidget remote="mf_messaging" exposed="StartConversation" data={data} open={open} onOpenChange={onOpenChange} />;
}

/** 'Demander une visite': mf-matching's dialog. */
export function VisitRequestDialog({ open, onOpenChange, ...data }: VisitRequestData & DialogWidgetState) {
  return <DialogWidget remote="mf_matching" exposed="VisitRequest" data={data} open={open} onOpenChange={onOpenChange} />;
}
