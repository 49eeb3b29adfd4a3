import { useCallback, useEffect, useMemo, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button } from '@blueprintjs/core';
import { MSG, REMINDER } from '@balcao/schema';
import { useCan } from '../../lib/access';
import { notify } from '../../lib/toaster';
import { RemindersDocument, RemoveReminderDocument, SaveReminderDocument } from '../../__generated__/graphql';
import { ReminderWindow } from './ReminderWindow';
import type { Point } from './useDrag';
import './reminders.css';
import { OWN_ERROR_TEXT } from '../../lib/ownErrorText';

// Below Blueprint overlays (20), so a dialog opened from a note stays above every note.
const BASE_Z = 10;

/** Where the n-th note first opens: top right, each a little below and left of the previous. */
const firstPos = (n: number): Point => ({
  x: Math.max(0, window.innerWidth - REMINDER.width - 24 - (n % 8) * 40),
  y: 64 + (n % 8) * 40,
});

/**
 * The signed-in user's sticky notes over every screen: open ones as windows, minimized ones as chips
 * 'Lem. #id' in a dock. The selected window is on top; a new note opens on top.
 */
export function ReminderLayer() {
  const can = useCan();
  const allowed = can('LEMBRETES', 'VISUALIZAR');
  // From the server on every mount: the notes are one user's, and the cache may hold another's.
  const { data, error } = useQuery(RemindersDocument, {
    ...OWN_ERROR_TEXT,
    skip: !allowed,
    fetchPolicy: 'network-only',
  });
  const [save] = useMutation(SaveReminderDocument, OWN_ERROR_TEXT);
  const [remove] = useMutation(RemoveReminderDocument, OWN_ERROR_TEXT);
  const [order, setOrder] = useState<string[]>([]);
  const [positions, setPositions] = useState<Record<string, Point>>({});
  const reminders = useMemo(() => data?.reminders ?? [], [data]);

  useEffect(() => {
    if (error) notify.error(MSG.reminderListFailed);
  }, [error]);

  // Notes not yet in the stacking order join it on top (the newest last, so on top).
  useEffect(() => {
    setOrder((o) => {
      const ids = reminders.map((r) => r.id);
      const kept = o.filter((id) => ids.includes(id));
      const added = ids.filter((id) => !o.includes(id));
      return added.length || kept.length !== o.length ? [...kept, ...added] : o;
    });
  }, [reminders]);

  const raise = useCallback(
    (id: string) => setOrder((o) => (o[o.length - 1] === id ? o : [...o.filter((x) => x !== id), id])),
    [],
  );
  const setShown = (id: string, showContent: boolean) => {
    raise(id);
    void save({
      variables: { id, showContent },
      optimisticResponse: {
        saveReminder: { ...reminders.find((r) => r.id === id)!, showContent },
      },
    }).catch(() => notify.error(MSG.reminderSaveFailed));
  };
  const removeOne = (id: string) =>
    void remove({
      variables: { id },
      update: (cache) =>
        cache.updateQuery({ query: RemindersDocument }, (d) =>
          d ? { reminders: d.reminders.filter((r) => r.id !== id) } : d,
        ),
    }).catch(() => notify.error(MSG.reminderRemoveFailed));

  if (!allowed || !reminders.length) return null;
  const minimized = reminders.filter((r) => !r.showContent);
  return (
    <>
      {reminders
        .filter((r) => r.showContent)
        .map((r) => (
          <ReminderWindow
            key={r.id}
            reminder={r}
            pos={positions[r.id] ?? firstPos(reminders.indexOf(r))}
            z={BASE_Z + Math.min(9, Math.max(0, order.indexOf(r.id)))}
            onMove={(p) => setPositions((ps) => ({ ...ps, [r.id]: p }))}
            onRaise={() => raise(r.id)}
            onMinimize={() => setShown(r.id, false)}
            onRemove={() => removeOne(r.id)}
          />
        ))}
      {minimized.length > 0 && (
        <nav className="reminder-dock" aria-label="Lembretes minimizados">
          {minimized.map((r) => (
            <Button
              key={r.id}
              size="small"
              icon="annotation"
              text={`Lem. #${r.id}`}
              aria-label={`Restaurar lembrete #${r.id}`}
              title={r.content.slice(0, 80) || 'Lembrete vazio'}
              onClick={() => setShown(r.id, true)}
            />
          ))}
        </nav>
      )}
    </>
  );
}
