import { TWO_FACTOR_MESSAGES } from '@core/two-factor';
import { ENGLISH_CHANGE_PASSWORD_LABELS, type ChangePasswordLabels } from '../../ui/change-password-form';
import { defineCopy } from '../i18n';

/** The portal's password change, in the dialog and on the forced screen after a temporary password. */
export const PASSWORD_COPY = defineCopy<{
  labels: ChangePasswordLabels;
  /** The forced screen names the current password for what it is. */
  temporaryPassword: string;
  openDialog: string;
  dialogTitle: string;
  forcedTitle: string;
  forcedIntro: string;
  changed: string;
  close: string;
}>({
  en: {
    labels: ENGLISH_CHANGE_PASSWORD_LABELS,
    temporaryPassword: 'Temporary password',
    openDialog: 'Change password',
    dialogTitle: 'Change password',
    forcedTitle: 'Choose a new password',
    forcedIntro: TWO_FACTOR_MESSAGES.mustChangePassword,
    changed: TWO_FACTOR_MESSAGES.passwordChanged,
    close: 'Close',
  },
  fil: {
    labels: {
      currentPassword: 'Kasalukuyang password',
      newPassword: 'Bagong password',
      newPasswordHint: (minimum) => `Hindi bababa sa ${minimum} character`,
      confirmPassword: 'Ulitin ang bagong password',
      code: 'Authentication code',
      codeHint: 'Ang 6-digit code mula sa authenticator app mo, o isang recovery code',
      otherSessions: 'Mala-log out ang iba mo pang session.',
      cancel: 'Kanselahin',
      submit: 'Palitan ang password',
    },
    temporaryPassword: 'Pansamantalang password',
    openDialog: 'Palitan ang password',
    dialogTitle: 'Palitan ang password',
    forcedTitle: 'Pumili ng bagong password',
    forcedIntro:
      'Nag-sign in ka gamit ang pansamantalang password. Pumili ng bagong password bago magpatuloy.',
    changed: 'Napalitan na ang password mo. Na-log out ang iba mo pang session.',
    close: 'Isara',
  },
});
