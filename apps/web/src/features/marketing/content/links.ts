/** Where sign-up buttons go: SiteScout's own SMS registration page (built by the accounts feature). */
export const REGISTER_PATH = '/register-sms';
