import { useState } from 'react';
import { Button, Icon, type IconName } from '@blueprintjs/core';
import { NavLink, useLocation } from 'react-router-dom';
import type { MenuNode } from '@balcao/schema';

type Props = { menu: MenuNode[]; open: boolean; onToggle: () => void; onOpen: () => void };

const contains = (node: MenuNode, path: string): boolean =>
  node.path === path || Boolean(node.children?.some((c) => contains(c, path)));

function Branch({ node, depth, open }: { node: MenuNode; depth: number; open: boolean }) {
  const { pathname } = useLocation();
  const [expanded, setExpanded] = useState(() => contains(node, pathname));
  if (node.path && !node.children)
    return (
      <li>
        <NavLink
          to={node.path}
          end
          className={({ isActive }) => `menu-leaf depth-${depth}${isActive ? ' active' : ''}`}
          title={node.label}
        >
          {open ? node.label : node.label.slice(0, 2)}
        </NavLink>
      </li>
    );
  return (
    <li>
      <button
        type="button"
        className={`menu-parent depth-${depth}${contains(node, pathname) ? ' current' : ''}`}
        aria-expanded={expanded}
        onClick={() => setExpanded((x) => !x)}
        title={node.label}
      >
        {depth === 0 && <Icon icon={(node.icon ?? 'folder-close') as IconName} size={14} />}
        {open && <span>{node.label}</span>}
        {open && (
          <Icon icon={expanded ? 'chevron-down' : 'chevron-right'} size={12} className="menu-chevron" />
        )}
      </button>
      {expanded && open && (
        <ul>
          {node.children!.map((c) => (
            <Branch key={c.label + (c.path ?? '')} node={c} depth={depth + 1} open={open} />
          ))}
        </ul>
      )}
    </li>
  );
}

/** The left menu: only what the user may see, three levels; M opens it while it has the focus. */
export function SideMenu({ menu, open, onToggle, onOpen }: Props) {
  return (
    <nav
      aria-label="Menu principal"
      className={`side-menu${open ? '' : ' closed'}`}
      onKeyDown={(e) => {
        if (e.key.toLowerCase() === 'm' && !e.ctrlKey && !e.altKey && !e.metaKey) onOpen();
      }}
    >
      <Button
        variant="minimal"
        icon={open ? 'menu-closed' : 'menu-open'}
        aria-label={open ? 'Recolher menu' : 'Expandir menu'}
        onClick={onToggle}
        className="menu-toggle"
      />
      <ul className="menu-root">
        {menu.map((n) => (
          <Branch key={n.label} node={n} depth={0} open={open} />
        ))}
      </ul>
    </nav>
  );
}
