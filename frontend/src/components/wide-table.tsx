import { Table, type TableProps, type TableRef } from 'antd';
import { useEffect, useRef, type RefObject } from 'react';

// The element antd scrolls a table's rows in: its content, or its body when the header stays put.
// The first match is this table's own, not a nested table's.
const SCROLLER = '.ant-table-container > .ant-table-content, .ant-table-container > .ant-table-body';

function overflows(element: HTMLElement): boolean {
  return element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight;
}

/**
 * While the table scrolls inside its card (a phone, a long list), its scroller is a named region a
 * keyboard can focus and scroll with the arrow keys (WCAG 2.1.1; axe's scrollable-region-focusable).
 * While it fits, it is no extra tab stop.
 */
function useKeyboardScroll(table: RefObject<TableRef | null>, label: string) {
  // Runs after every render: antd may swap its scroller when the table's data or scroll props change.
  useEffect(() => {
    const scroller = table.current?.nativeElement?.querySelector<HTMLElement>(SCROLLER);
    if (!scroller) return;
    const mark = () => {
      if (overflows(scroller)) {
        scroller.tabIndex = 0;
        scroller.setAttribute('role', 'region');
        scroller.setAttribute('aria-label', label);
      } else {
        scroller.removeAttribute('tabindex');
        scroller.removeAttribute('role');
        scroller.removeAttribute('aria-label');
      }
    };
    mark();
    const observer = new ResizeObserver(mark);
    observer.observe(scroller);
    if (scroller.firstElementChild) observer.observe(scroller.firstElementChild);
    return () => observer.disconnect();
  });
}

/**
 * antd measures column widths in a hidden row (aria-hidden) that repeats each column's title, the
 * row selection's 'select all' checkbox too: focusable inside aria-hidden (axe aria-hidden-focus).
 * Inert, nothing in it takes focus; it still measures.
 */
function useInertMeasureRow(table: RefObject<TableRef | null>) {
  useEffect(() => {
    for (const row of table.current?.nativeElement?.querySelectorAll<HTMLElement>('.ant-table-measure-row') ?? []) {
      row.inert = true;
    }
  });
}

interface WideTableProps<Row> extends TableProps<Row> {
  /** Names the table's scroll region for screen readers, e.g. 'Per judge table'. */
  label: string;
}

/** antd's Table for staff screens: wider than a phone, it scrolls inside its card, by keyboard too. */
export function WideTable<Row extends object>({ label, ...table }: WideTableProps<Row>) {
  const ref = useRef<TableRef>(null);
  useKeyboardScroll(ref, label);
  useInertMeasureRow(ref);
  return <Table<Row> ref={ref} {...table} />;
}
