import { useState } from 'react';
import { Button, Callout, Tooltip } from '@blueprintjs/core';
import { formatDateTime, TOOLTIP_DELAY_MS } from '@balcao/schema';

type Props = {
  cachedAt: { cacheCreatedAt: string; cacheUpdatedAt: string } | null;
  onSave: () => void;
  onSync: () => void;
  onClearRecord: () => void;
  onClearModule: () => void;
};

const ACTIONS = [
  { key: 'onSave', label: 'Salvar cache', icon: 'floppy-disk' },
  { key: 'onSync', label: 'Sincronizar com o servidor', icon: 'refresh' },
  { key: 'onClearRecord', label: 'Limpar cache deste registro', icon: 'eraser' },
  { key: 'onClearModule', label: 'Limpar cache do módulo', icon: 'trash' },
] as const;

/** The form-cache speed-dial (spec/02 §2): four actions behind one button, and when the cache was kept. */
export function FormCacheDial(props: Props) {
  const [open, setOpen] = useState(false);
  return (
    <div className="form-cache-dial" role="group" aria-label="Cache do formulário">
      {open &&
        ACTIONS.map((a) => (
          <Tooltip key={a.key} content={a.label} placement="left" hoverOpenDelay={TOOLTIP_DELAY_MS}>
            <Button
              icon={a.icon}
              aria-label={a.label}
              className="form-cache-action"
              onClick={() => {
                props[a.key]();
                setOpen(false);
              }}
            />
          </Tooltip>
        ))}
      <Button
        icon={open ? 'cross' : 'database'}
        intent="primary"
        size="large"
        aria-label="Cache do formulário"
        aria-expanded={open}
        className="form-cache-toggle"
        onClick={() => setOpen((o) => !o)}
      />
      {props.cachedAt && (
        <span className="form-cache-stamp">
          Cache de {formatDateTime(props.cachedAt.cacheCreatedAt)}, atualizado em{' '}
          {formatDateTime(props.cachedAt.cacheUpdatedAt)}
        </span>
      )}
    </div>
  );
}

/** On opening a form with a kept cache: restore it or discard the offer. */
export function FormCacheOffer({
  cachedAt,
  onRestore,
  onDiscard,
}: {
  cachedAt: string;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  return (
    <Callout intent="primary" icon="database" className="form-summary" role="status">
      Há dados deste formulário guardados em {formatDateTime(cachedAt)}.{' '}
      <Button size="small" intent="primary" text="Restaurar" onClick={onRestore} />{' '}
      <Button size="small" variant="minimal" text="Descartar" onClick={onDiscard} />
    </Callout>
  );
}
