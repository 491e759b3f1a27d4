import { type RefObject, useEffect } from 'react';

/** A column heading's words, without the small print under it (a comparison's "rank 2"). */
function headingText(th: Element): string {
  const copy = th.cloneNode(true) as Element;
  for (const small of copy.querySelectorAll('small')) small.remove();
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/**
 * Makes one table ready to be shown as stacked rows on a phone (styles/phone.css): each body cell gets its
 * column's heading as `data-label`, and the table keeps its table semantics through explicit roles (a table
 * restyled with `display: block` loses them in some browsers).
 */
export function labelTableCells(table: HTMLTableElement): void {
  table.classList.add('stacked-table');
  table.setAttribute('role', 'table');
  const headings = [...(table.tHead?.rows[0]?.cells ?? [])].map(headingText);
  for (const group of [table.tHead, ...table.tBodies]) group?.setAttribute('role', 'rowgroup');
  for (const row of table.rows) {
    row.setAttribute('role', 'row');
    [...row.cells].forEach((cell, i) => {
      const inHead = row.parentElement === table.tHead;
      if (cell.tagName === 'TH') {
        cell.setAttribute('role', inHead || cell.getAttribute('scope') === 'col' ? 'columnheader' : 'rowheader');
        return;
      }
      cell.setAttribute('role', 'cell');
      const label = headings[i];
      if (label && !inHead) cell.setAttribute('data-label', label);
    });
  }
}

/**
 * Labels every table inside `root` now and whenever the page draws new rows (one pass per frame at most), so
 * every page's tables stack on a phone without each feature repeating its headings in its cells.
 */
export function useStackedTables(root: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    let frame = 0;
    const labelAll = () => {
      frame = 0;
      for (const table of element.querySelectorAll('table')) labelTableCells(table);
    };
    labelAll();
    const observer = new MutationObserver((records) => {
      // Only rows or tables drawn anew matter (a map redrawing its markers does not).
      const tableChanged = records.some(
        (r) =>
          (r.target instanceof Element && r.target.closest('table') !== null) ||
          [...r.addedNodes].some((n) => n instanceof Element && (n.tagName === 'TABLE' || n.querySelector('table'))),
      );
      if (tableChanged && frame === 0) frame = requestAnimationFrame(labelAll);
    });
    observer.observe(element, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      if (frame) cancelAnimationFrame(frame);
    };
  }, [root]);
}
