// Auth endpoints. The forms show expected refusals (bad input, wrong password, existing account,
// throttling) inline; anything unexpected still reaches the shell's error modal.
import { api, FORM_STATUSES, type SignupType, type User } from '@coloc/shared';

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

export function signUp(payload: SignupPayload): Promise<User> {
  return api.post('auth/signup', { json: payload, ...inline }).json<User>();
}

/** The server answers the same whether or not an account exists, so nobody can probe addresses. */
export function requestPasswordReset(email: string): Promise<{ message: string }> {
  return api.post('auth/reset-password', { json: { email }, ...inline }).json<{ message: string }>();
}

export function setNewPassword(token: string, password: string): Promise<NewPasswordResult> {
  return api.post('auth/new-password', { json: { token, password }, ...inline }).json<NewPasswordResult>();
}
