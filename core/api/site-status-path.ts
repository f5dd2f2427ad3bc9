/**
 * The one API path the web app's entry chunk needs before zod is loaded: it asks whether the portal is
 * open as the page starts (web/src/portal/site-status.ts). The contract (app-configuration.ts) uses it.
 */
export const SITE_DISABLED_PATH = '/api/AppConfiguration/isDisableWebsite';
