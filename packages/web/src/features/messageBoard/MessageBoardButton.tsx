import { lazy, Suspense, useState } from 'react';
import { CountButton } from '../notifications';
import { useMessageCount } from './useMessageCount';
import './messageBoard.css';

const MessageBoardPanel = lazy(() =>
  import('./MessageBoardPanel').then((m) => ({ default: m.MessageBoardPanel })),
);

/** The top bar's 'Mural de recados' button: the unread badge and the panel. */
export function MessageBoardButton() {
  const [open, setOpen] = useState(false);
  const count = useMessageCount();
  return (
    <>
      <CountButton icon="comment" label="Mural de recados" count={count ?? 0} onClick={() => setOpen(true)} />
      {open && (
        <Suspense fallback={null}>
          <MessageBoardPanel count={count} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
