import { useMutation } from '@apollo/client/react';
import { Button } from '@blueprintjs/core';
import { MSG } from '@balcao/schema';
import { useCan } from '../../lib/access';
import { notify } from '../../lib/toaster';
import { CreateReminderDocument, RemindersDocument } from '../../__generated__/graphql';
import { OWN_ERROR_TEXT } from '../../lib/ownErrorText';

/** The top bar's "new reminder": the note opens on top of the others (spec/01 §4). */
export function NewReminderButton() {
  const can = useCan();
  const [create, { loading }] = useMutation(CreateReminderDocument, {
    ...OWN_ERROR_TEXT,
    update(cache, { data }) {
      const created = data?.createReminder;
      if (!created) return;
      cache.updateQuery({ query: RemindersDocument }, (d) =>
        d
          ? { reminders: [...d.reminders.filter((r) => r.id !== created.id), created] }
          : { reminders: [created] },
      );
    },
  });
  if (!can('LEMBRETES', 'INCLUIR')) return null;
  return (
    <Button
      variant="minimal"
      icon="annotation"
      aria-label="Novo lembrete"
      title="Novo lembrete"
      loading={loading}
      onClick={() => void create().catch(() => notify.error(MSG.reminderSaveFailed))}
    />
  );
}
