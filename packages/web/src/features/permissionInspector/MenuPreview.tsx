import { Card, Icon } from '@blueprintjs/core';
import { buildMenu, type AccessSet, type MenuNode } from '@balcao/schema';
import { useIsBuilt } from '../../lib/builtScreens';

function Nodes({ nodes, level }: { nodes: MenuNode[]; level: number }) {
  return (
    <ul
      className={`menu-preview-level menu-preview-level-${level}`}
      role={level === 0 ? 'tree' : 'group'}
      aria-label={level === 0 ? 'Menu do usuário' : undefined}
    >
      {nodes.map((n) => (
        <li key={n.path ?? n.label} role="treeitem" aria-expanded={n.children ? true : undefined}>
          <span className={n.children ? 'menu-preview-group' : 'menu-preview-leaf'}>
            {!n.children && <Icon icon="document" size={12} />} {n.label}
          </span>
          {n.children && <Nodes nodes={n.children} level={level + 1} />}
        </li>
      ))}
    </ul>
  );
}

/** The menu as this user sees it: the route catalogue filtered by his access set, as the shell does. */
export function MenuPreview({ accessSet, userName }: { accessSet: AccessSet; userName: string }) {
  const menu = buildMenu(accessSet, useIsBuilt());
  return (
    <Card className="menu-preview">
      <h2>Menu como {userName} vê</h2>
      {menu.length === 0 ? <p className="muted">Nenhum item de menu</p> : <Nodes nodes={menu} level={0} />}
    </Card>
  );
}
