import { NonIdealState, Spinner } from '@blueprintjs/core';
import { MSG } from '@balcao/schema';
import { MessageArticle } from './MessageArticle';
import { useMessagePreview } from './useMessagePreview';

const Shown = ({ id, onRead }: { id: string; onRead: () => void }) => {
  const { message, loading, error } = useMessagePreview(id, onRead);
  if (loading && !message) return <Spinner aria-label="Carregando" />;
  if (error || !message) return <p>{MSG.loadDataFailed}</p>;
  return (
    <>
      <h2 className="preview-pane-subject">{message.subject}</h2>
      <MessageArticle message={message} />
    </>
  );
};

/** The board's preview pane: the message chosen in the list, beside it (the user's choice, kept per user). */
export function MessagePreviewPane({ id, onRead }: { id: string | null; onRead: () => void }) {
  return (
    <aside className="preview-pane" aria-label="Painel de visualização">
      {id ? (
        <Shown key={id} id={id} onRead={onRead} />
      ) : (
        <NonIdealState icon="envelope" description="Escolha Visualizar em um recado para lê-lo aqui." />
      )}
    </aside>
  );
}
