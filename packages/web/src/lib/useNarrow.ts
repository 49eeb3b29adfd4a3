import { useSyncExternalStore } from 'react';

/** Below this width the menu starts closed and opens over the page. */
const NARROW = '(max-width: 767px)';

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(NARROW);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** Whether the window is phone-sized (below 768 px). */
export function useNarrow(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(NARROW).matches);
}
