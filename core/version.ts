/** The version label the spec asks every screen of the portal to show. */
export const APP_VERSION_LABEL = 'V 1.15.52';
