import { AppError } from '../../lib/app-error.js';

/** Errors of the account holder's controls, in SiteScout's `{code, message, field?}` shape. */
export const accountErrors = {
  wrongPassword: () => new AppError(400, 'invalid_credentials', 'password: the password is not right', 'password'),
  noPassword: () =>
    new AppError(
      400,
      'password_not_set',
      'password: this account has no password yet; choose one first (Forgot password)',
      'password',
    ),
  /** A token or request of no account, of another account, used up or expired: all look the same. */
  notFound: (what: string) => new AppError(404, 'not_found', `${what} was not found, or it is no longer valid`),
  emailTaken: () => new AppError(409, 'email_taken', 'newEmail: another account uses this address', 'newEmail'),
  sameEmail: () => new AppError(400, 'invalid_input', 'newEmail: this is already your address', 'newEmail'),
  badEmail: () => new AppError(400, 'invalid_input', 'newEmail: is not an e-mail address', 'newEmail'),
  noEmail: () =>
    new AppError(400, 'invalid_input', 'newEmail: an account without an e-mail address cannot change it here'),
};
