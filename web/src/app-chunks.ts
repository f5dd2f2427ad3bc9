export const loadPortalApp = () => import('./portal/portal-app');
export const loadBackOfficeApp = () => import('./backoffice/back-office-app');
