import { useMemo, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { useDebounce } from 'use-debounce';
import { paletteScreens, SEARCH_MAX, SEARCH_MIN, type AccessSet } from '@balcao/schema';
import { CommandPaletteDocument } from '../../__generated__/graphql';
import { matchScreens, paletteGroups, type PaletteItem } from './paletteItems';
import { PaletteView, type RecordsState } from './PaletteView';
import { useIsBuilt } from '../../lib/builtScreens';

/** Records are asked for once typing pauses this long. */
const DEBOUNCE_MS = 250;

/**
 * The command palette (Ctrl+K): the screens the user may open, as the menu lists them, and from
 * two typed characters on the records of every area he may see (the gateway's `search`).
 */
export function CommandPalette({ accessSet, onClose }: { accessSet: AccessSet | null; onClose: () => void }) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [q] = useDebounce(text.trim().slice(0, SEARCH_MAX), DEBOUNCE_MS);
  const short = text.trim().length < SEARCH_MIN;
  const { data, loading, error } = useQuery(CommandPaletteDocument, {
    variables: { q },
    skip: q.length < SEARCH_MIN,
    fetchPolicy: 'cache-and-network',
  });
  const isBuilt = useIsBuilt();
  const screens = useMemo(() => paletteScreens(accessSet, isBuilt), [accessSet, isBuilt]);
  const settled = !short && q === text.trim() && !loading;
  const records: RecordsState = short ? 'short' : error ? 'error' : settled ? 'done' : 'loading';
  const groups = paletteGroups(
    matchScreens(screens, text),
    !short && q === text.trim() ? (data?.search ?? []) : [],
  );

  function open(item: PaletteItem) {
    onClose();
    navigate(item.path);
  }

  return (
    <PaletteView
      text={text}
      onText={setText}
      groups={groups}
      records={records}
      onOpen={open}
      onClose={onClose}
    />
  );
}
