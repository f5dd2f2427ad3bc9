import type { ReactNode } from 'react';
import { Table } from '@mantine/core';
import classes from './stacked-table.module.css';

/** The class that stacks a report table's rows on a phone (stacked-table.module.css). */
export const stackedTableClass = classes.table;

/** On paper a table must fit the page's width: smaller type, less padding. */
export const PAPER = { fz: 'xs', horizontalSpacing: 4, verticalSpacing: 4 } as const;

/**
 * On screen a wide table scrolls sideways inside its own box, a box the keyboard can reach and scroll; on
 * a phone its rows stack instead (nothing to scroll). On paper it must not scroll, or the columns past the
 * box would be cut off.
 */
export function Scrollable({
  scroll,
  minWidth,
  label,
  children,
}: {
  scroll: boolean;
  minWidth: number;
  label: string;
  children: ReactNode;
}) {
  if (!scroll) return children;
  return (
    <Table.ScrollContainer
      minWidth={minWidth}
      type="native"
      tabIndex={0}
      role="region"
      aria-label={label}
      classNames={{ scrollContainerInner: classes.inner }}
    >
      {children}
    </Table.ScrollContainer>
  );
}
