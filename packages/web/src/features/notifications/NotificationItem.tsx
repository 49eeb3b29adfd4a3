import { Button, Checkbox, type IconName, type Intent } from '@blueprintjs/core';
import type { NotificationItem_NotificationFragment as Item } from '../../__generated__/graphql';
import { isFileLink, targetOf } from './routePaths';

export type ItemActions = {
  onOpen: (target: string) => void;
  onFix: (fixed: boolean) => void;
  onClear: () => void;
  onSnooze: () => void;
};

/** A notification's small icon button: `label` names it and, unless `title` says more, is its tip. */
function ItemButton(p: {
  icon: IconName;
  label: string;
  title?: string;
  intent?: Intent;
  pressed?: boolean;
  onClick: () => void;
}) {
  return (
    <Button
      size="small"
      variant="minimal"
      icon={p.icon}
      intent={p.intent}
      aria-label={p.label}
      title={p.title ?? p.label}
      aria-pressed={p.pressed}
      onClick={p.onClick}
    />
  );
}

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
            <ItemButton
              // A ready export opens as its download.
              icon={isFileLink(target) ? 'download' : 'share'}
              label="Abrir"
              title={isFileLink(target) ? 'Abrir (baixar o arquivo)' : 'Abrir'}
              onClick={() => actions.onOpen(target)}
            />
          )}
          <ItemButton
            icon="pin"
            intent={item.fixed ? 'warning' : 'none'}
            label={item.fixed ? 'Desafixar' : 'Fixar'}
            pressed={item.fixed}
            onClick={() => actions.onFix(!item.fixed)}
          />
          <ItemButton icon="time" label="Lembrar depois" onClick={actions.onSnooze} />
          <ItemButton icon="cross" label="Limpar" onClick={actions.onClear} />
        </span>
      </span>
    </li>
  );
}
