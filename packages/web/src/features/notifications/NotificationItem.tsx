import { Button, Checkbox } from '@blueprintjs/core';
import type { NotificationItem_NotificationFragment as Item } from '../../__generated__/graphql';
import { isFileLink, targetOf } from './routePaths';

export type ItemActions = {
  onOpen: (target: string) => void;
  onFix: (fixed: boolean) => void;
  onClear: () => void;
  onSnooze: () => void;
};

/** One notification: select, open (its link with parameters), fix, snooze, clear. */
export function NotificationItem(props: {
  item: Item;
  selected: boolean;
  onSelect: (on: boolean) => void;
  actions: ItemActions;
}) {
  const { item, selected, onSelect, actions } = props;
  const { title, content } = item.notification;
  const target = targetOf(item.notification);
  return (
    <li className={`panel-item${item.fixed ? ' fixed' : ''}`} aria-label={title}>
      <Checkbox
        checked={selected}
        onChange={(e) => onSelect(e.currentTarget.checked)}
        aria-label={`Selecionar ${title}`}
      />
      <span className="panel-item-title">{title}</span>
      <span className="panel-item-text">{content}</span>
      <span className="panel-item-meta">
        <span>{item.formattedDate}</span>
        <span>
          {target && (
            <Button
              size="small"
              variant="minimal"
              // A ready export opens as its download.
              icon={isFileLink(target) ? 'download' : 'share'}
              aria-label="Abrir"
              title={isFileLink(target) ? 'Abrir (baixar o arquivo)' : 'Abrir'}
              onClick={() => actions.onOpen(target)}
            />
          )}
          <Button
            size="small"
            variant="minimal"
            icon="pin"
            intent={item.fixed ? 'warning' : 'none'}
            aria-label={item.fixed ? 'Desafixar' : 'Fixar'}
            title={item.fixed ? 'Desafixar' : 'Fixar'}
            aria-pressed={item.fixed}
            onClick={() => actions.onFix(!item.fixed)}
          />
          <Button
            size="small"
            variant="minimal"
            icon="time"
            aria-label="Lembrar depois"
            title="Lembrar depois"
            onClick={actions.onSnooze}
          />
          <Button
            size="small"
            variant="minimal"
            icon="cross"
            aria-label="Limpar"
            title="Limpar"
            onClick={actions.onClear}
          />
        </span>
      </span>
    </li>
  );
}
