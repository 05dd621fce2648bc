// Auth endpoints. The forms show expected refusals (bad input, wrong password, existing account,
// throttling) inline; anything unexpected still reaches the shell's error modal.
import { api, FORM_STATUSES, type SignupType, type User } from '@coloc/shared';
import { call } from '@coloc/shared/call';

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
  return api.post('auth/signin', { json: credentials, ...inline }).json<User>();
}

/**
 * The same answer for every address (issue 17, finding 5): the account is created by the link the
 * server mails, never by this call.
 */
export function signUp(payload: SignupPayload): Promise<{ message: string }> {
  return call('auth.signup', { body: payload }, inline);
}

/** The link of « Confirmez votre adresse »: creates the account and signs in. */
export function confirmSignup(token: string): Promise<User> {
  return api.post('auth/confirm-signup', { json: { token }, ...inline }).json<User>();
}

/** The link of « Vous avez déjà un compte »: signs in once, within 30 minutes. */
export function signInWithLink(token: string): Promise<User> {
  return api.post('auth/signin-link', { json: { token }, ...inline }).json<User>();
}

/** Where a local trial reads its mails (null on a real site). */
export async function sandboxMailboxUrl(): Promise<string | null> {
  const config = await call('site.config', {}, { context: { silent: true } });
  return config.sandbox_mailbox_url ?? null;
}

/** The server answers the same whether or not an account exists, so nobody can probe addresses. */
export function requestPasswordReset(email: string): Promise<{ message: string }> {
  return call('auth.resetPassword', { body: { email } }, inline);
}

export function setNewPassword(token: string, password: string): Promise<NewPasswordResult> {
  return api.post('auth/new-password', { json: { token, password }, ...inline }).json<NewPasswordResult>();
}
