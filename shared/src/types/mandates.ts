// The management mandate (issue 16), as GET /api/homes/{id}/mandate answers it to its two parties.

export type MandateState = 'signing' | 'signed' | 'complete' | 'refused' | 'expired' | 'cancelled';
export type MandateEventKind = 'created' | 'owner_signed' | 'agent_signed' | 'refused' | 'expired' | 'cancelled';

export interface MandateView {
  id: number;
  reference: string;
  home_id: number;
  status: MandateState;
  provider: string;
  /** The e-signature provider's name. */
  provider_name: string;
  owner_name: string;
  /** The agency or manager who countersigns. */
  agent_name: string;
  fee_rate: number;
  fees: string;
  duration_months: number;
  duration: string;
  created_at: string;
  /** Without both signatures by then, the mandate lapses. */
  expires_at: string;
  owner_signed_at: string | null;
  agent_signed_at: string | null;
  closed_at: string | null;
  events: Array<{ kind: MandateEventKind; at: string }>;
  role: 'owner' | 'agent';
  can_sign: boolean;
  can_countersign: boolean;
  can_decline: boolean;
  /** GET: leads the owner to the provider's signing page (add ?return_path=…). */
  signing_url: string | null;
  pdf_url: string;
}

export interface HomeMandate {
  mandate: MandateView | null;
}
