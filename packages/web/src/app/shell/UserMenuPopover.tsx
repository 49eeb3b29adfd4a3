import { Button, Menu, MenuItem, PopoverNext } from '@blueprintjs/core';

export type UserMenuProps = { onEditUser: () => void; onChangePassword: () => void; onSignOut: () => void };

/** The user menu itself; Popover and its positioning library load with it, on first use. */
export function UserMenuPopover({ onEditUser, onChangePassword, onSignOut }: UserMenuProps) {
  return (
    <PopoverNext
      placement="bottom-end"
      defaultIsOpen
      autoFocus
      content={
        <Menu>
          <MenuItem icon="edit" text="Editar usuário" onClick={onEditUser} />
          <MenuItem icon="key" text="Alterar senha" onClick={onChangePassword} />
          <MenuItem icon="log-out" text="Sair" onClick={onSignOut} />
        </Menu>
      }
    >
      <Button variant="minimal" icon="caret-down" aria-label="Menu do usuário" aria-haspopup="menu" />
    </PopoverNext>
  );
}
