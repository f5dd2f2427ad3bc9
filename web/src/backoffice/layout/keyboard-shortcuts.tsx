import { useEffect } from 'react';
import { Kbd, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { useDisclosure, useHotkeys } from '@mantine/hooks';
import { isDialogOpen, SHORTCUT_GROUPS, SHORTCUT_KEYS } from '../../ui/keyboard-shortcuts';
import { findListSearch } from './find-list-search';

const OPEN_EVENT = 'backoffice:open-keyboard-shortcuts';

/** Opens the dialog from elsewhere in the shell (the account menu's "Keyboard shortcuts (?)"). */
export function openKeyboardShortcuts(): void {
  window.dispatchEvent(new Event(OPEN_EVENT));
}

/**
 * The back office's global keys, mounted once by the layout: "/" puts the focus in the list's search field,
 * "?" opens the list of every shortcut (SHORTCUT_GROUPS). Neither fires while typing in a field.
 */
export function KeyboardShortcuts() {
  const [opened, { open, close }] = useDisclosure(false);

  useEffect(() => {
    window.addEventListener(OPEN_EVENT, open);
    return () => window.removeEventListener(OPEN_EVENT, open);
  }, [open]);

  const focusSearch = () => {
    if (isDialogOpen()) return;
    const field = findListSearch();
    field?.focus();
    field?.select();
  };

  useHotkeys([
    [SHORTCUT_KEYS.focusSearch, focusSearch],
    // "?" is Shift+/ on most keyboards, a key of its own on some.
    [SHORTCUT_KEYS.showShortcuts, open],
    ['?', open],
  ]);

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Keyboard shortcuts"
      centered
      size="md"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        <Text size="sm">Single keys, used while the focus is not in a text field.</Text>
        {SHORTCUT_GROUPS.map((group) => (
          <section key={group.where} aria-label={group.where}>
            <Title order={3} size="h6" mb={4}>
              {group.where}
            </Title>
            <Table withRowBorders={false} verticalSpacing={2}>
              <Table.Tbody>
                {group.shortcuts.map((shortcut) => (
                  <Table.Tr key={shortcut.keys}>
                    <Table.Td w={56}>
                      <Kbd>{shortcut.keys}</Kbd>
                    </Table.Td>
                    <Table.Td>{shortcut.does}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </section>
        ))}
      </Stack>
    </Modal>
  );
}
