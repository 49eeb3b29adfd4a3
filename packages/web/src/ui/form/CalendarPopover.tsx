import { Button, PopoverNext } from '@blueprintjs/core';
import { DatePicker, TimePrecision } from '@blueprintjs/datetime';
import '@blueprintjs/datetime/lib/css/blueprint-datetime.css';
import ptBR from 'date-fns/locale/pt-BR';
import { useState } from 'react';
import { parseDateBr, parseDateTimeBr } from '@balcao/schema';

export type CalendarProps = {
  /** What the field holds: 'DD/MM/AAAA' or 'DD/MM/AAAA HH:mm', maybe half typed. */
  value: string;
  /** A day and its time (hours and minutes), not a day alone. */
  withTime: boolean;
  /** The field's label, for the button's name. */
  label: string;
  /** The picked day (and time) as the field shows it. */
  onPick: (typed: string) => void;
};

const pad = (n: number) => String(n).padStart(2, '0');
const MIN = new Date(1900, 0, 1);
const maxDate = () => new Date(new Date().getFullYear() + 30, 11, 31);

/** The field's text as the picker's day: its numbers read as the browser's own calendar. */
function asPickerDate(value: string, withTime: boolean): Date | null {
  const wall = withTime ? parseDateTimeBr(value) : parseDateBr(value);
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?/.exec(wall ?? '');
  return m ? new Date(+m[1]!, +m[2]! - 1, +m[3]!, +(m[4] ?? 0), +(m[5] ?? 0)) : null;
}

function asTyped(d: Date, withTime: boolean) {
  const day = `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`;
  return withTime ? `${day} ${pad(d.getHours())}:${pad(d.getMinutes())}` : day;
}

/** Blueprint's date picker in pt-BR under the field's calendar button, open when first drawn. */
export function CalendarPopover({ value, withTime, label, onPick }: CalendarProps) {
  const [open, setOpen] = useState(true);
  return (
    <PopoverNext
      isOpen={open}
      onInteraction={setOpen}
      placement="bottom-end"
      autoFocus
      content={
        <DatePicker
          locale={ptBR}
          value={asPickerDate(value, withTime)}
          minDate={MIN}
          maxDate={maxDate()}
          highlightCurrentDay
          showActionsBar
          todayButtonText="Hoje"
          clearButtonText="Limpar"
          timePrecision={withTime ? TimePrecision.MINUTE : undefined}
          timePickerProps={withTime ? { showArrowButtons: true } : undefined}
          onChange={(picked, isUserChange) => {
            if (!isUserChange) return;
            onPick(picked ? asTyped(picked, withTime) : '');
            // A day alone is chosen in one click; a time is still to be set after its day.
            if (!withTime || !picked) setOpen(false);
          }}
        />
      }
    >
      <Button
        variant="minimal"
        icon="calendar"
        aria-label={`Abrir calendário de ${label}`}
        aria-expanded={open}
      />
    </PopoverNext>
  );
}
