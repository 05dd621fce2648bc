// Auth endpoints. The forms show expected refusals (bad input, wrong password, existing account,
// throttling) inline; anything unexpected still reaches the shell's error modal.
import { FORM_STATUSES, type SignupType, type User, call } from '@coloc/shared';
import { AUTH_ENDPOINTS } from '@coloc/contract/auth/endpoints';
import { SITE_ENDPOINTS } from '@coloc/contract/site/endpoints';

const inline = { context: { handledStatuses: FORM_STATUSES } };

export interface Credentials {
  email: string;
  password: string;
}

export interface SignupPayload extends Credentials {
  first_name: string;
  name: string;
  type: SignupType;
  business_name?: string;
  newsletter?: boolean;
}

export interface NewPasswordResult {
  message: string;
  user: User;
}

export function signIn(credentials: Credentials): Promise<User> {
  return call(AUTH_ENDPOINTS, 'auth.signin', { body: credentials }, inline);
}

/**
 * The same answer for every address (issue 17, finding 5): the account is created by the link the
 * server mails, never by this call.
 */
export function signUp(payload: SignupPayload): Promise<{ message: string }> {
  return call(AUTH_ENDPOINTS, 'auth.signup', { body: payload }, inline);
}

/** The link of « Confirmez votre adresse »: creates the account and signs in. */
export function confirmSignup(token: string): Promise<User> {
  return call(AUTH_ENDPOINTS, 'auth.confirmSignup', { body: { token } }, inline);
}

/** The link of « Vous avez déjà un compte »: signs in once, within 30 minutes. */
export function signInWithLink(token: string): Promise<User> {
  return call(AUTH_ENDPOINTS, 'auth.signinLink', { body: { token } }, inline);
}

/** Where a local trial reads its mails (null on a real site). */
export async function sandboxMailboxUrl(): Promise<string | null> {
  const config = await call(SITE_ENDPOINTS, 'site.config', {}, { context: { silent: true } });
  return config.sandbox_mailbox_url ?? null;
}

/** The server answers the same whether or not an account exists, so nobody can probe addresses. */
export function requestPasswordReset(email: string): Promise<{ message: string }> {
  return call(AUTH_ENDPOINTS, 'auth.resetPassword', { body: { email } }, inline);
}

export function setNewPassword(token: string, password: string): Promise<NewPasswordResult> {
  return call(AUTH_ENDPOINTS, 'auth.newPassword', { body: { token, password } }, inline);
}
