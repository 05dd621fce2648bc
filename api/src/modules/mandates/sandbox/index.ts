// The built-in sandbox e-signature provider: the merchant side of its protocol (what a real
// provider's SDK would do for us) and its own pages, so that the mandate flow runs with no outside account.
import { ensureSecret } from '../../../lib/sandbox';
import { NotificationRejected, type ProviderContext, type SignatureProvider } from '../provider/types';
import { checkSignatureHeader, parseEvent, SANDBOX_SIGNATURE_ID, SANDBOX_SIGNATURE_NAME, SANDBOX_SIGNATURE_SECRET_SETTING, SIGNATURE_HEADER } from './protocol';
import { sessionPath } from './pages';
import { sandboxSignatureRoutes } from './routes';
import { SandboxSignatureService } from './service';

export { SANDBOX_SIGNATURE_ID, SANDBOX_SIGNATURE_NAME } from './protocol';

export async function createSandboxSignatureProvider(context: ProviderContext): Promise<SignatureProvider> {
  const secret = await ensureSecret(context.db, SANDBOX_SIGNATURE_SECRET_SETTING);
  const service = new SandboxSignatureService(context.db, secret, context.deliver);
  return {
    id: SANDBOX_SIGNATURE_ID,
    name: SANDBOX_SIGNATURE_NAME,
    sandbox: true,

    async createSignature(request) {
      // A real provider: upload the document, add the signer, answer its signing link.
      const session = await service.open(request);
      return { signingUrl: sessionPath(session) };
    },

    async parseNotification({ headers, rawBody }, now) {
      const header = headers[SIGNATURE_HEADER];
      if (!checkSignatureHeader(secret, Array.isArray(header) ? header[0] : header, rawBody, now)) throw new NotificationRejected('signature');
      const event = parseEvent(rawBody);
      if (!event) throw new NotificationRejected('malformed');
      return {
        eventId: event.id,
        type: event.type,
        reference: event.data.reference,
        signatureId: event.data.signature_id,
        at: event.data.at,
        documentSha256: event.data.document_sha256,
      };
    },

    routes: sandboxSignatureRoutes(service, secret),
  };
}
