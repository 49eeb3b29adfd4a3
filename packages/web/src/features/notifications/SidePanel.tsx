import { useId, type ReactNode } from 'react';
import { Button, Classes, Drawer, Icon, type IconName } from '@blueprintjs/core';

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
