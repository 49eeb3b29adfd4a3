import { useEffect, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Button } from '@blueprintjs/core';
import { useDebouncedCallback } from 'use-debounce';
import { MSG, REMINDER } from '@balcao/schema';
import { notify } from '../../lib/toaster';
import { YesNoDialog } from '../../ui/dialogs';
import { SaveReminderDocument, type ReminderWindow_ReminderFragment } from '../../__generated__/graphql';
import { useDrag, type Point } from './useDrag';
import { OWN_ERROR_TEXT } from '../../lib/ownErrorText';

type Props = {
  reminder: ReminderWindow_ReminderFragment;
  pos: Point;
  z: number;
  onMove: (p: Point) => void;
  onRaise: () => void;
  onMinimize: () => void;
  /** Removes the note (closing removes it, spec/01 §4). */
  onRemove: () => void;
};

type SaveState = 'saved' | 'pending' | 'saving' | 'failed';
const STATE_TEXT: Record<SaveState, string> = {
  saved: 'Salvo',
  pending: 'Editando…',
  saving: 'Salvando…',
  failed: MSG.reminderSaveFailed,
};

/** One sticky note, 360×280: drag it by its title bar, type, and the text saves 500 ms after typing stops. */
export function ReminderWindow({ reminder, pos, z, onMove, onRaise, onMinimize, onRemove }: Props) {
  const title = `Lembrete #${reminder.id}`;
  const [text, setText] = useState(reminder.content);
  const [state, setState] = useState<SaveState>('saved');
  const [confirming, setConfirming] = useState(false);
  const [save] = useMutation(SaveReminderDocument, OWN_ERROR_TEXT);
  const drag = useDrag(pos, onMove, REMINDER.width, REMINDER.height);
  const tooLong = text.length > REMINDER.maxLength;

  const persist = useDebouncedCallback(async (content: string) => {
    setState('saving');
    try {
      await save({ variables: { id: reminder.id, content } });
      setState('saved');
    } catch {
      setState('failed');
      notify.error(MSG.reminderSaveFailed);
    }
  }, REMINDER.debounceMs);
  // Typing then closing the window (or leaving the page) still saves what was typed.
  useEffect(() => () => void persist.flush(), [persist]);

  // Closing removes the note: a note with text asks first; a pending save is dropped, not raced.
  function close() {
    const pending = persist.isPending();
    persist.cancel();
    if (!text.trim()) return onRemove();
    setConfirming(true);
    if (pending) setState('pending');
  }
  function answer(yes: boolean) {
    setConfirming(false);
    if (yes) return onRemove();
    if (state === 'pending' && !tooLong) persist(text);
  }

  function change(value: string) {
    setText(value);
    if (value.length > REMINDER.maxLength) {
      persist.cancel();
      setState('failed');
      return;
    }
    setState('pending');
    persist(value);
  }

  return (
    <section
      className="reminder"
      role="dialog"
      aria-label={title}
      style={{ left: pos.x, top: pos.y, zIndex: z, width: REMINDER.width, height: REMINDER.height }}
      onPointerDownCapture={onRaise}
      onFocusCapture={onRaise}
    >
      <header className="reminder-bar" {...drag.handle}>
        <Button
          data-drag
          variant="minimal"
          size="small"
          icon="drag-handle-vertical"
          aria-label={`Mover ${title} (setas do teclado)`}
          onKeyDown={drag.onKeyDown}
        />
        <h2 className="reminder-title">{title}</h2>
        <Button
          variant="minimal"
          size="small"
          icon="minus"
          aria-label={`Minimizar ${title}`}
          onClick={onMinimize}
        />
        <Button variant="minimal" size="small" icon="cross" aria-label={`Fechar ${title}`} onClick={close} />
      </header>
      <textarea
        className="reminder-text"
        aria-label={`Texto do ${title}`}
        aria-invalid={tooLong}
        aria-describedby={`reminder-status-${reminder.id}`}
        value={text}
        placeholder="Escreva seu lembrete…"
        onChange={(e) => change(e.target.value)}
      />
      <footer className="reminder-foot" id={`reminder-status-${reminder.id}`}>
        <span
          role={tooLong ? 'alert' : 'status'}
          className={tooLong || state === 'failed' ? 'reminder-error' : ''}
        >
          {tooLong ? MSG.maxLength(REMINDER.maxLength) : STATE_TEXT[state]}
        </span>
        <span className={tooLong ? 'reminder-error' : ''}>
          {text.length.toLocaleString('pt-BR')}/{REMINDER.maxLength.toLocaleString('pt-BR')}
        </span>
      </footer>
      <YesNoDialog isOpen={confirming} title={`Excluir ${title}`} intent="danger" onAnswer={answer}>
        O texto do {title.toLowerCase()} será excluído. Deseja continuar?
      </YesNoDialog>
    </section>
  );
}
