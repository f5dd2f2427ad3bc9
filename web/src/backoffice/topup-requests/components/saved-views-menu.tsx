import { useState } from 'react';
import { Button, Group, Menu, Modal, Stack, Text, TextInput } from '@mantine/core';
import { SAVED_VIEW_LIMITS, savedViewNameSchema, type SavedView } from '@core/api/saved-views';
import { errorMessage } from '../../../api/api-error';
import { showSuccess } from '../../../ui/show-success';
import { useCreateSavedView, useDeleteSavedView, useSavedViews } from '../api/saved-views';
import type { TopupColumn } from '../list-params';

interface SavedViewsMenuProps {
  /** The list's current address query (filters, sort, page size; never the page or the open panel). */
  currentQuery: string;
  currentColumns: readonly TopupColumn[];
  /** Opens a view: sets the address to its query and columns. */
  onOpen: (view: SavedView) => void;
}

/** "Views": the user's own saved views of the list, "Save current view…" and deleting one (Stripe's model). */
export function SavedViewsMenu({ currentQuery, currentColumns, onOpen }: SavedViewsMenuProps) {
  const views = useSavedViews();
  const create = useCreateSavedView();
  const remove = useDeleteSavedView();
  const [saving, setSaving] = useState(false);
  const [managing, setManaging] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);

  const closeSave = () => {
    setSaving(false);
    setName('');
    setError(null);
    create.reset();
  };

  const handleSave = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = savedViewNameSchema.safeParse(name);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    create.mutate(
      { list: 'topup-requests', name: parsed.data, query: currentQuery, columns: [...currentColumns] },
      {
        onSuccess: (view) => {
          closeSave();
          showSuccess(`View "${view.name}" saved`);
        },
        onError: (failure) => setError(errorMessage(failure, [409])),
      },
    );
  };

  const list = views.data ?? [];
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button variant="default">Saved views</Button>
        </Menu.Target>
        <Menu.Dropdown maw={320}>
          <Menu.Label>My saved views</Menu.Label>
          {views.isError && <Menu.Label c="red">{errorMessage(views.error)}</Menu.Label>}
          {list.length === 0 && !views.isError && <Menu.Label>None yet</Menu.Label>}
          {list.map((view) => (
            <Menu.Item key={view.id} onClick={() => onOpen(view)} style={{ overflowWrap: 'anywhere' }}>
              {view.name}
            </Menu.Item>
          ))}
          <Menu.Divider />
          <Menu.Item onClick={() => setSaving(true)}>Save current view…</Menu.Item>
          {list.length > 0 && <Menu.Item onClick={() => setManaging(true)}>Manage views…</Menu.Item>}
        </Menu.Dropdown>
      </Menu>
      <Modal opened={managing} onClose={() => setManaging(false)} title="My saved views" centered>
        <Stack gap="xs">
          {list.length === 0 && <Text size="sm">No saved views.</Text>}
          {list.map((view) => (
            <Group key={view.id} justify="space-between" wrap="nowrap">
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {view.name}
              </Text>
              <Button
                size="compact-sm"
                color="red"
                variant="light"
                aria-label={`Delete view ${view.name}`}
                loading={remove.isPending && remove.variables === view.id}
                onClick={() =>
                  remove.mutate(view.id, { onSuccess: () => showSuccess(`View "${view.name}" deleted`) })
                }
              >
                Delete
              </Button>
            </Group>
          ))}
        </Stack>
      </Modal>
      <Modal opened={saving} onClose={closeSave} title="Save current view" centered>
        <form onSubmit={handleSave} noValidate>
          <Stack>
            <Text size="sm" c="dimmed">
              Saves this list's filters, order, rows per page and shown columns under a name only you see.
            </Text>
            <TextInput
              label="View name"
              required
              data-autofocus
              maxLength={SAVED_VIEW_LIMITS.nameLength}
              value={name}
              error={error}
              onChange={(event) => {
                setName(event.currentTarget.value);
                setError(null);
              }}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={closeSave}>
                Cancel
              </Button>
              <Button type="submit" loading={create.isPending}>
                Save view
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
