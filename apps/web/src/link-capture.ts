import { captureLinkLanding } from './features/auth/lib/link-landing';

// Imported first by the entry, so it runs before the router, the auth client and any analytics: an e-mailed link's
// token leaves the address bar before any other code can read, log or send the URL.
captureLinkLanding();
