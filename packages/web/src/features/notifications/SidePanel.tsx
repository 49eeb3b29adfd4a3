import { useId, type ReactNode } from 'react';
import { Button, Checkbox, Classes, Drawer, Icon, type IconName } from '@blueprintjs/core';
import type { useRowSelection } from '../../lib/useRowSelection';

/**
 * A right-side drawer that is a labelled dialog with a pt-BR close button (Blueprint's own Drawer
 * header has neither a dialog role nor a translatable close label).
 */
export function SidePanel(props: {
  title: string;
  icon: IconName;
  onClose: () => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Drawer isOpen onClose={props.onClose} size={420} position="right">
      <section role="dialog" aria-modal="true" aria-labelledby={id} className="side-panel">
        <header className={Classes.DRAWER_HEADER}>
          <Icon icon={props.icon} size={20} />
          <h2 id={id} className={Classes.HEADING}>
            {props.title}
          </h2>
          <Button variant="minimal" icon="cross" aria-label="Fechar" title="Fechar" onClick={props.onClose} />
        </header>
        {props.children}
      </section>
    </Drawer>
  );
}

/**
 * A side panel's toolbar over its list: 'select all' (ticked when all are, half when some are),
 * the button that clears the selected rows, and whatever else the panel adds after them.
 */
export function PanelSelectionToolbar(props: {
  selectAllLabel: string;
  clearLabel: string;
  clearIcon: IconName;
  rowCount: number;
  selection: ReturnType<typeof useRowSelection>;
  onClear: (ids: string[]) => void;
  children?: ReactNode;
}) {
  const { allSelected, selected, setAll } = props.selection;
  return (
    <div className="panel-toolbar">
      <Checkbox
        label={props.selectAllLabel}
        checked={allSelected}
        indeterminate={!allSelected && selected.size > 0}
        disabled={!props.rowCount}
        onChange={() => setAll(!allSelected)}
      />
      <Button
        size="small"
        icon={props.clearIcon}
        text={props.clearLabel}
        disabled={!selected.size}
        onClick={() => props.onClear([...selected])}
      />
      {props.children}
    </div>
  );
}

/** A side panel's footer link to the whole list ('Ver todos', 'Ver todas'). */
export function PanelSeeAll({ text, onClick }: { text: string; onClick: () => void }) {
  return (
    <div className="panel-footer">
      <Button variant="minimal" intent="primary" text={text} rightIcon="arrow-right" onClick={onClick} />
    </div>
  );
}
