import { Button } from '@blueprintjs/core';
import { lazy, Suspense, useState } from 'react';
import type { CalendarProps } from './CalendarPopover';

const load = () => import('./CalendarPopover');
const CalendarPopover = lazy(() => load().then((m) => ({ default: m.CalendarPopover })));

/**
 * The calendar beside a date field. Blueprint's date picker, its popover and the pt-BR names of the
 * months come to about 60 KB, so they are fetched when the pointer or focus reaches the button and
 * drawn, open, on the first click; the field keeps what was typed until a day is picked.
 */
export function CalendarButton(p: CalendarProps) {
  const [opened, setOpened] = useState(false);
  const button = (
    <Button
      variant="minimal"
      icon="calendar"
      aria-label={`Abrir calendário de ${p.label}`}
      onPointerEnter={() => void load()}
      onFocus={() => void load()}
      onClick={() => setOpened(true)}
    />
  );
  if (!opened) return button;
  return (
    <Suspense fallback={button}>
      <CalendarPopover {...p} />
    </Suspense>
  );
}
