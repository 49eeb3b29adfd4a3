import { formatDateTime } from '@balcao/schema';
import type { MessageRow_MessageFragment } from '../../__generated__/graphql';
import { SafeHtml } from './SafeHtml';

/** A message's sender, date and sanitized HTML content, as both previews show it. */
export function MessageArticle({ message }: { message: MessageRow_MessageFragment }) {
  return (
    <article aria-label="Recado">
      <p className="message-meta">
        <strong>{message.user.name}</strong> ({message.user.userName}) · {formatDateTime(message.created_at)}
      </p>
      <SafeHtml className="message-content" html={message.content} />
    </article>
  );
}
