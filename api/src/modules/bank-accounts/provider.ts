// The SCA side of the payment provider (config.paymentProvider). A provider starts a strong
// customer authentication and later tells the server, server to server, how it ended. The browser
// only carries the user there and back: its controlStatus is never taken at its word.
// See README.md, "Plugging in a real provider".
import type { FastifyInstance } from 'fastify';
import { createSandboxScaProvider } from './sandbox/provider';

import type { ScaControlStatus } from '@coloc/contract/bank-accounts/sca';

// What an SCA return says (SPEC 4) is the contract's.
export { SCA_CONTROL_STATUSES, type ScaControlStatus } from '@coloc/contract/bank-accounts/sca';
/** The provider's record of an operation: still PENDING while the user has not answered. */
export type ScaOutcome = ScaControlStatus | 'PENDING';

/** 'bank_account': adding an account; 'enroll': re-authenticating (SPEC 7 enroll-sca). */
export type ScaKind = 'bank_account' | 'enroll';

export interface ScaStartRequest {
  /** Our opaque reference: the provider sends the browser back with it as `actionStatus`. */
  reference: string;
  kind: ScaKind;
  /** What the user authenticates, in French, for the provider's page (« Ajout du compte FR76 •••• 345 »). */
  label: string;
  /** Absolute URL of this site; the provider adds `controlStatus` and `actionStatus` to its query. */
  returnUrl: string;
  user: { id: number; email: string; first_name: string; name: string };
  /** After this the operation is worthless on our side; a provider may expire it too. */
  expiresAt: Date;
}

export interface ScaStarted {
  /** Where the browser goes to authenticate (the provider's page). */
  redirectUrl: string;
  /** How the provider authenticates (SPEC 7 sca_type), e.g. 'redirect'. */
  scaType: string;
  /** The provider's own id of the operation, to read its outcome later. */
  providerReference: string;
}

export interface ScaProvider {
  /** The id in PAYMENT_PROVIDER and in POST /api/{provider}/enroll-sca. */
  readonly id: string;
  /** True for the built-in sandbox (its pages say it is a test environment). */
  readonly sandbox: boolean;
  start(request: ScaStartRequest): Promise<ScaStarted>;
  /** The operation's outcome as the provider recorded it, asked server to server. */
  outcome(providerReference: string): Promise<ScaOutcome>;
}

type ScaProviderFactory = (app: Pick<FastifyInstance, 'db' | 'config'>) => ScaProvider;

/** Providers with an SCA implementation, by PAYMENT_PROVIDER id. A real PSP adds its factory here. */
const SCA_PROVIDERS: Readonly<Record<string, ScaProviderFactory>> = {
  sandbox: (app) => createSandboxScaProvider(app.db, app.config.publicUrl),
};

/** The configured provider's SCA side, or null when that provider has none (routes then answer 503). */
export function scaProviderFor(app: Pick<FastifyInstance, 'db' | 'config'>): ScaProvider | null {
  const id = app.config.paymentProvider;
  const factory = Object.hasOwn(SCA_PROVIDERS, id) ? SCA_PROVIDERS[id] : undefined;
  return factory ? factory(app) : null;
}
