import { useEffect, useId, useRef, useState } from 'react';
import { Classes, Dialog, InputGroup, Spinner } from '@blueprintjs/core';
import { SEARCH_MSG } from '@balcao/schema';
import { moveActive, type PaletteGroup, type PaletteItem } from './paletteItems';
import './palette.css';

/** What the records' side of the list is doing. */
export type RecordsState = 'short' | 'loading' | 'error' | 'done';

type Props = {
  text: string;
  onText: (text: string) => void;
  groups: PaletteGroup[];
  records: RecordsState;
  onOpen: (item: PaletteItem) => void;
  onClose: () => void;
};

const STATUS: Record<RecordsState, string> = {
  short: SEARCH_MSG.typeMore,
  loading: SEARCH_MSG.searching,
  error: SEARCH_MSG.failed,
  done: '',
};

/**
 * The palette as the user sees it: a search field (combobox) over a list of screens and records
 * (listbox, one group per area). The focus stays in the field; ↑ ↓ Tab move the active choice,
 * Enter opens it, Esc closes.
 */
export function PaletteView({ text, onText, groups, records, onOpen, onClose }: Props) {
  const id = useId();
  const [active, setActive] = useState(0);
  const listRef = useRef<HTMLDivElement>(null);
  const items = groups.flatMap((g) => g.items);
  const starts = groups.reduce<number[]>(
    (acc, g, i) => [...acc, i ? acc[i - 1]! + groups[i - 1]!.items.length : 0],
    [],
  );
  const current = Math.min(active, Math.max(items.length - 1, 0));
  const optionId = (i: number) => `${id}-option-${i}`;

  // A new text starts again from the first choice.
  useEffect(() => setActive(0), [text]);
  useEffect(() => {
    document.getElementById(optionId(current))?.scrollIntoView?.({ block: 'nearest' });
    // optionId depends on id alone, which never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current]);

  function onKeyDown(e: React.KeyboardEvent) {
    if (e.key === 'Enter') {
      e.preventDefault();
      const item = items[current];
      if (item) onOpen(item);
      return;
    }
    const next = moveActive(e.key, e.shiftKey, current, items.length, starts);
    if (next === null) return;
    e.preventDefault();
    setActive(next);
  }

  const empty = !items.length && records === 'done';
  const status = empty ? SEARCH_MSG.noResults : STATUS[records];
  let index = 0;
  return (
    <Dialog
      isOpen
      onClose={onClose}
      className="palette"
      aria-labelledby={`${id}-title`}
      portalClassName="palette-portal"
    >
      <h2 id={`${id}-title`} className="visually-hidden">
        {SEARCH_MSG.title}
      </h2>
      <InputGroup
        autoFocus
        large
        leftIcon="search"
        rightElement={records === 'loading' ? <Spinner size={16} aria-hidden /> : undefined}
        placeholder={SEARCH_MSG.placeholder}
        value={text}
        onValueChange={onText}
        onKeyDown={onKeyDown}
        role="combobox"
        aria-label={SEARCH_MSG.title}
        aria-expanded
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={items.length ? optionId(current) : undefined}
        autoComplete="off"
        spellCheck={false}
      />
      <div ref={listRef} id={`${id}-list`} role="listbox" aria-label="Resultados" className="palette-list">
        {groups.map((g) => (
          <div key={g.key} role="group" aria-labelledby={`${id}-${g.key}`}>
            <div id={`${id}-${g.key}`} className="palette-group" role="presentation">
              {g.label}
            </div>
            {g.items.map((item) => {
              const i = index++;
              return (
                <div
                  key={item.key}
                  id={optionId(i)}
                  role="option"
                  aria-selected={i === current}
                  className={`palette-option ${Classes.MENU_ITEM}${i === current ? ` ${Classes.ACTIVE}` : ''}`}
                  onMouseMove={() => i !== current && setActive(i)}
                  onClick={() => onOpen(item)}
                >
                  <span className="palette-title">{item.title}</span>
                  {item.detail && <span className="palette-detail">{item.detail}</span>}
                </div>
              );
            })}
          </div>
        ))}
      </div>
      <p className="palette-status" role="status">
        {status}
      </p>
      <p className="palette-hint">{SEARCH_MSG.hint}</p>
    </Dialog>
  );
}
