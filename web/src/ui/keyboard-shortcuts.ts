/**
 * Every keyboard shortcut of the back office, in one place: the handlers take their keys from here and the
 * "Keyboard shortcuts" dialog lists them from here, so the two cannot drift apart. Keys are single letters
 * without modifiers (Mantine's useHotkeys notation); they never fire while the focus is in a text field,
 * a select or a text area, so typing "n" or "/" into a search box only types it.
 */
export const SHORTCUT_KEYS = {
  focusSearch: '/',
  showShortcuts: 'shift+?',
  nextPage: 'n',
  previousPage: 'p',
  approve: 'a',
  reject: 'r',
} as const;

export interface ShortcutHelp {
  /** As the key is shown: "/", "?", "N". */
  keys: string;
  does: string;
}

export interface ShortcutGroup {
  where: string;
  shortcuts: readonly ShortcutHelp[];
}

export const SHORTCUT_GROUPS: readonly ShortcutGroup[] = [
  {
    where: 'Anywhere in the back office',
    shortcuts: [
      { keys: '/', does: 'Go to the search field of the list' },
      { keys: '?', does: 'Show this list of shortcuts' },
    ],
  },
  {
    where: 'On a list with pages',
    shortcuts: [
      { keys: 'N', does: 'Next page' },
      { keys: 'P', does: 'Previous page' },
    ],
  },
  {
    where: 'In an open journal entry awaiting approval',
    shortcuts: [
      { keys: 'A', does: 'Approve (asks once more)' },
      { keys: 'R', does: 'Reject (asks for a reason)' },
    ],
  },
  {
    where: 'On the transmittal list',
    shortcuts: [
      { keys: 'A', does: 'Approve the ticked rows' },
      { keys: 'R', does: 'Reject the ticked rows' },
    ],
  },
];

/** The aria-keyshortcuts value of a button a shortcut presses ("N", "Shift+?"). */
export function ariaKeyShortcut(key: string): string {
  return key
    .split('+')
    .map((part) => (part.length === 1 ? part.toUpperCase() : part.charAt(0).toUpperCase() + part.slice(1)))
    .join('+');
}

/**
 * True while a dialog or drawer is open: the page behind it must not page or jump under the user. A
 * shortcut that belongs to the dialog's own content (approve, reject) does not ask this.
 */
export function isDialogOpen(): boolean {
  return document.querySelector('[role="dialog"], [role="alertdialog"]') !== null;
}

/** A field that takes text (a checkbox or a button does not): a key pressed there is typing. */
export function isTypingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (
    target.isContentEditable ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  )
    return true;
  return (
    target instanceof HTMLInputElement && !['checkbox', 'radio', 'button', 'submit'].includes(target.type)
  );
}
