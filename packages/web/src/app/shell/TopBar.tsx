import { Breadcrumb, Button, Classes, Navbar, Tag } from '@blueprintjs/core';
import { useMutation } from '@apollo/client/react';
import { useLocation, useNavigate } from 'react-router-dom';
import { breadcrumbsFor, MSG } from '@balcao/schema';
import { useOnline } from '../../lib/useOnline';
import { useSession } from '../session/SessionContext';
import { LogoutDocument } from '../../__generated__/graphql';
import { UserMenu } from './UserMenu';

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
  const [logout] = useMutation(LogoutDocument);
  const crumbs = breadcrumbsFor(pathname);

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
        {/* At most four short crumbs: Blueprint's Breadcrumb items, without the overflow popover. */}
        <ul className={Classes.BREADCRUMBS} aria-label="Você está em">
          {crumbs.map((c, i) => (
            <li key={`${c.label}-${i}`}>
              <Breadcrumb
                text={c.label}
                current={i === crumbs.length - 1}
                {...(c.path && i < crumbs.length - 1 ? { onClick: () => navigate(c.path!) } : {})}
              />
            </li>
          ))}
        </ul>
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
        <UserMenu onEditUser={onEditUser} onSignOut={signOut} />
      </Navbar.Group>
    </Navbar>
  );
}
