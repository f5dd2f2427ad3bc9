import { useHotkeys } from '@mantine/hooks';
import { isDialogOpen, SHORTCUT_KEYS } from './keyboard-shortcuts';

/**
 * N and P turn the page of the list whose footer calls this (the footer shows them as aria-keyshortcuts).
 * Not while the focus is in a field (useHotkeys' default), nor behind an open dialog or drawer.
 */
export function usePagingKeys(paging: {
  canGoBack: boolean;
  canGoOn: boolean;
  goBack: () => void;
  goOn: () => void;
}) {
  useHotkeys([
    [
      SHORTCUT_KEYS.nextPage,
      () => {
        if (paging.canGoOn && !isDialogOpen()) paging.goOn();
      },
    ],
    [
      SHORTCUT_KEYS.previousPage,
      () => {
        if (paging.canGoBack && !isDialogOpen()) paging.goBack();
      },
    ],
  ]);
}
