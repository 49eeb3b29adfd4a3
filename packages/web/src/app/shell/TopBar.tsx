import {
  Breadcrumbs,
  Button,
  Menu,
  MenuItem,
  Navbar,
  Popover,
  Tag,
  type BreadcrumbProps,
} from '@blueprintjs/core';
import { useMutation } from '@apollo/client/react';
import { useLocation, useNavigate } from 'react-router-dom';
import { breadcrumbsFor, MSG } from '@balcao/schema';
import { useOnline } from '../../lib/useOnline';
import { useSession } from '../session/SessionContext';
import { LOGOUT_MUTATION } from '../session/queries';

const SUPPORT_URL =
  (import.meta.env.VITE_SUPPORT_URL as string | undefined) ?? 'https://suporte.balcao.com.br/chat';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((p) => p[0]!.toUpperCase())
    .join('');

export function TopBar({ onEditUser }: { onEditUser: () => void }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const online = useOnline();
  const [logout] = useMutation(LOGOUT_MUTATION);
  const crumbs: BreadcrumbProps[] = breadcrumbsFor(pathname).map((c) => ({
    text: c.label,
    ...(c.path ? { onClick: () => navigate(c.path!) } : {}),
  }));

  async function signOut() {
    await logout().catch(() => undefined);
    session.signOut();
    navigate('/login', { replace: true });
  }

  return (
    <Navbar className="top-bar">
      <Navbar.Group>
        <Button variant="minimal" icon="home" aria-label="Início" onClick={() => navigate('/')} />
        <button type="button" className="logo" onClick={() => navigate('/')}>
          Balcão
        </button>
        <Navbar.Divider />
        <Breadcrumbs items={crumbs} />
      </Navbar.Group>
      <Navbar.Group align="right">
        {!online && (
          <Tag intent="warning" icon="offline" role="status">
            {MSG.offline}
          </Tag>
        )}
        <a className="support" href={SUPPORT_URL} target="_blank" rel="noreferrer">
          Suporte
        </a>
        <Button variant="minimal" icon="comment" aria-label="Mural de recados" />
        <Button variant="minimal" icon="notifications" aria-label="Notificações" />
        <span className="greeting">Olá, {session.user?.name}</span>
        <span className="avatar" aria-hidden>
          {initials(session.user?.name ?? '')}
        </span>
        <Popover
          placement="bottom-end"
          content={
            <Menu>
              <MenuItem icon="edit" text="Editar usuário" onClick={onEditUser} />
              <MenuItem icon="log-out" text="Sair" onClick={signOut} />
            </Menu>
          }
        >
          <Button variant="minimal" icon="caret-down" aria-label="Menu do usuário" />
        </Popover>
      </Navbar.Group>
    </Navbar>
  );
}
