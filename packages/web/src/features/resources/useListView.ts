import { useCallback, useState } from 'react';

const keyOf = (list: string) => `balcao:list-view:${list}`;

/**
 * Which view of a list is shown ('list' for its grid, or one of `views`), remembered in this
 * browser per list, so the list opens again as the user left it.
 */
export function useListView(list: string, views: readonly { key: string }[] | undefined) {
  const [view, setView] = useState(() => {
    const saved = localStorage.getItem(keyOf(list));
    return saved && views?.some((v) => v.key === saved) ? saved : 'list';
  });
  const choose = useCallback(
    (next: string) => {
      setView(next);
      localStorage.setItem(keyOf(list), next);
    },
    [list],
  );
  return [view, choose] as const;
}
