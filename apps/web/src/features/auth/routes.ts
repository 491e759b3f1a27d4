import type { AppRoute, SiteRoute } from '@/app/site-route';
import { AccountPage, accountMeta } from './pages/account-page';
import { ConfirmEmailPage, confirmEmailMeta } from './pages/confirm-email-page';
import { ForgotPasswordPage, forgotPasswordMeta } from './pages/forgot-password-page';
import { RegisterSmsPage, registerSmsMeta } from './pages/register-sms-page';
import { ResetPasswordPage, resetPasswordMeta } from './pages/reset-password-page';
import { SignInPage, signInMeta } from './pages/sign-in-page';
import { SignUpPage, signUpMeta } from './pages/sign-up-page';

/** Public account pages: prerendered (their forms need no session to render). */
export const authRoutes: SiteRoute[] = [
  { path: '/sign-in', Page: SignInPage, meta: signInMeta },
  { path: '/sign-up', Page: SignUpPage, meta: signUpMeta },
  { path: '/register-sms', Page: RegisterSmsPage, meta: registerSmsMeta },
  { path: '/forgot-password', Page: ForgotPasswordPage, meta: forgotPasswordMeta },
  { path: '/reset-password', Page: ResetPasswordPage, meta: resetPasswordMeta },
  { path: '/confirm-email', Page: ConfirmEmailPage, meta: confirmEmailMeta },
];

/**
 * Signed-in pages. `/account` on its own shows the profile; src/app may compose it with other features'
 * sections (as `<AccountPage>{…}</AccountPage>`) and list that instead.
 */
export const authAppRoutes: AppRoute[] = [{ path: '/account', Page: AccountPage, meta: accountMeta }];
