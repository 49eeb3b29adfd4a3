import { useEffect, useRef } from 'react';

/**
 * Blueprint's table scrolls its body in a div of its own, which a keyboard cannot reach when no cell
 * holds a control (WCAG 2.1.1, axe's scrollable-region-focusable). This makes that div focusable and
 * names it, after every render, since the table draws it; put the returned ref on the table's parent.
 */
export function useReachableBody(label: string) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const body = ref.current?.querySelector<HTMLElement>(
      '.bp6-table-quadrant-main > .bp6-table-quadrant-scroll-container',
    );
    if (!body) return;
    body.tabIndex = 0;
    body.setAttribute('role', 'group');
    body.setAttribute('aria-label', `Registros: ${label}`);
  });
  return ref;
}
