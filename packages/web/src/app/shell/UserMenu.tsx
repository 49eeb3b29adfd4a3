import { lazy, Suspense, useState } from 'react';
import { Button } from '@blueprintjs/core';
import type { UserMenuProps } from './UserMenuPopover';

const load = () => import('./UserMenuPopover');
const UserMenuPopover = lazy(() => load().then((m) => ({ default: m.UserMenuPopover })));

/**
 * The caret that opens the user menu. Blueprint's Popover brings about 30 KB of positioning code,
 * so it is fetched when the pointer or focus reaches the caret and drawn, open, on the first click.
 */
export function UserMenu(props: UserMenuProps) {
  const [opened, setOpened] = useState(false);
  const caret = (
    <Button
      variant="minimal"
      icon="caret-down"
      aria-label="Menu do usuário"
      aria-haspopup="menu"
      onPointerEnter={() => void load()}
      onFocus={() => void load()}
      onClick={() => setOpened(true)}
    />
  );
  if (!opened) return caret;
  return (
    <Suspense fallback={caret}>
      <UserMenuPopover {...props} />
    </Suspense>
  );
}
