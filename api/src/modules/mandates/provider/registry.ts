import { createSandboxSignatureProvider, SANDBOX_SIGNATURE_NAME } from '../sandbox';
import type { ProviderContext, SignatureProvider } from './types';

interface ProviderEntry {
  /** Known before the provider is created: recorded on a mandate as soon as the offer is taken. */
  name: string;
  create(context: ProviderContext): Promise<SignatureProvider>;
}

/** Every e-signature provider this build knows, by SIGNATURE_PROVIDER id. */
const PROVIDERS: Record<string, ProviderEntry> = {
  sandbox: { name: SANDBOX_SIGNATURE_NAME, create: createSandboxSignatureProvider },
};

export class UnknownSignatureProviderError extends Error {
  constructor(id: string) {
    super(`SIGNATURE_PROVIDER « ${id} » est inconnu : prestataires disponibles : ${Object.keys(PROVIDERS).join(', ')}.`);
  }
}

function entry(id: string): ProviderEntry {
  const found = Object.hasOwn(PROVIDERS, id) ? PROVIDERS[id] : undefined;
  if (!found) throw new UnknownSignatureProviderError(id);
  return found;
}

export function signatureProviderName(id: string): string {
  return entry(id).name;
}

export function createSignatureProvider(id: string, context: ProviderContext): Promise<SignatureProvider> {
  return entry(id).create(context);
}
