// Selectable rows, the lists' common way: a click or the arrow keys select a row (highlighted by its
// radio, kept by the caller per table name), Enter or a double-click opens it. The keys are left to
// the fields being typed in and to an open dialog.
import type { TableProps } from 'antd';
import { type Key, useEffect, useRef } from 'react';

interface Options<T> {
  rows: readonly T[];
  keyOf: (row: T) => Key;
  selectedKey: Key | undefined;
  onSelect: (key: Key) => void;
  /** Enter and double-click; absent: the rows only select. */
  onOpen?: (row: T) => void;
}

const openDialog = '.ant-modal-wrap:not([style*="display: none"])';

/** A field being typed in keeps its arrows and Enter; a radio or a checkbox of a row does not. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLInputElement) return target.type !== 'radio' && target.type !== 'checkbox';
  return target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;
}

/** Enter on a button or a link is that control's own. */
const isControl = (target: EventTarget | null) =>
  target instanceof HTMLElement && target.closest('button, a[href], [role="button"]') !== null;

export function useRowSelection<T extends object>(options: Options<T>) {
  const latest = useRef(options);
  latest.current = options;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!['ArrowUp', 'ArrowDown', 'Enter'].includes(event.key)) return;
      if (event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
      if (document.querySelector(openDialog)) return;
      const { rows, keyOf, selectedKey, onSelect, onOpen } = latest.current;
      const at = rows.findIndex((r) => keyOf(r) === selectedKey);
      if (event.key === 'Enter') {
        const row = rows[at];
        if (!row || !onOpen || isControl(event.target)) return;
        event.preventDefault();
        onOpen(row);
        return;
      }
      if (rows.length === 0) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const next = rows[at < 0 ? 0 : Math.min(rows.length - 1, Math.max(0, at + step))];
      if (next === undefined) return;
      onSelect(keyOf(next));
      document.querySelector(`tr[data-row-key="${CSS.escape(String(keyOf(next)))}"]`)?.scrollIntoView({
        block: 'nearest',
      });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  const selected = options.rows.find((r) => options.keyOf(r) === options.selectedKey);
  const tableProps: Pick<TableProps<T>, 'rowSelection' | 'onRow'> = {
    rowSelection: {
      type: 'radio',
      columnWidth: 32,
      selectedRowKeys: selected ? [options.keyOf(selected)] : [],
      onChange: (keys) => {
        if (keys[0] !== undefined) options.onSelect(keys[0]);
      },
    },
    onRow: (row) => ({
      onClick: () => options.onSelect(options.keyOf(row)),
      onDoubleClick: () => options.onOpen?.(row),
    }),
  };
  return { selected, tableProps };
}
