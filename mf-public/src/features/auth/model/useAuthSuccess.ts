import { userReceived, type User } from '@coloc/shared';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { destinationAfterAuth, type DestinationOptions } from '../../../entities/auth/model/destination';

/**
 * What every successful sign-in, sign-up or new password does: the session gets the user first
 * (the shell guards the next page with it), then the URL changes and the shell follows it.
 */
export function useAuthSuccess(options: DestinationOptions = {}): (user: User) => void {
  const navigate = useNavigate();
  const location = useLocation();
  const { fromNoAccess = false } = options;
  return useCallback(
    (user: User) => {
      userReceived(user);
      navigate(destinationAfterAuth(user, location, { fromNoAccess }));
    },
    [navigate, location, fromNoAccess],
  );
}
