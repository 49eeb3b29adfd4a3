import { lazy, Suspense } from 'react';
import { Breadcrumb, Button, Classes, Icon, Navbar, Tag } from '@blueprintjs/core';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useLocation, useNavigate } from 'react-router-dom';
import { breadcrumbsFor, MSG } from '@balcao/schema';
import { useOnline } from '../../lib/useOnline';
import { useSession } from '../session/SessionContext';
import { LogoutDocument } from '../../__generated__/graphql';
import { UserAvatar } from './UserAvatar';
import { UserMenu } from './UserMenu';
import './topBar.css';
import { endSession } from '../session/endSession';
import { closeRealtime } from '../apollo/realtimeLink';
import { useCan } from '../../lib/access';

// What the top bar draws after the first paint: its code is fetched meanwhile.
const NewReminderButton = lazy(() =>
  import('../../features/reminders').then((m) => ({ default: m.NewReminderButton })),
);
const MessageBoardButton = lazy(() =>
  import('../../features/messageBoard').then((m) => ({ default: m.MessageBoardButton })),
);
const NotificationButton = lazy(() =>
  import('../../features/notifications').then((m) => ({ default: m.NotificationButton })),
);

const SUPPORT_URL =
  (import.meta.env.VITE_SUPPORT_URL as string | undefined) ?? 'https://suporte.balcao.com.br/chat';

export function TopBar({
  onOpenMenu,
  onEditUser,
  onChangePassword,
  onSearch,
  onSearchIntent,
}: {
  /** On a phone, where the menu is closed: the top bar's button that opens it. */
  onOpenMenu?: () => void;
  onEditUser: () => void;
  onChangePassword: () => void;
  /** Opens the command palette; `onSearchIntent` fetches its code when the button is about to be used. */
  onSearch: () => void;
  onSearchIntent: () => void;
}) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const online = useOnline();
  const can = useCan();
  const client = useApolloClient();
  const [logout] = useMutation(LogoutDocument);
  const crumbs = breadcrumbsFor(pathname);

  async function signOut() {
    // The subscriptions go first: the logout ends their socket too, which they would report as an
    // expired session ('Sessão expirada' on a deliberate sign-out).
    closeRealtime();
    await logout().catch(() => undefined);
    await endSession(client, session.signOut);
    navigate('/login', { replace: true });
  }

  return (
    <Navbar className="top-bar">
      <Navbar.Group>
        {onOpenMenu && <Button variant="minimal" icon="menu" aria-label="Abrir menu" onClick={onOpenMenu} />}
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
        <Button
          variant="outlined"
          className="palette-button"
          aria-label="Buscar"
          aria-keyshortcuts="Control+K Meta+K"
          onClick={onSearch}
          onFocus={onSearchIntent}
          onMouseEnter={onSearchIntent}
        >
          Buscar <kbd>Ctrl+K</kbd>
        </Button>
        {!online && (
          <Tag intent="warning" icon="offline" role="status">
            {MSG.offline}
          </Tag>
        )}
        <a className="support" href={SUPPORT_URL} target="_blank" rel="noreferrer" aria-label="Suporte">
          <Icon icon="chat" className="support-icon" />
          <span className="support-text">Suporte</span>
        </a>
        <Suspense fallback={null}>
          <NewReminderButton />
          {/* Badges from the real-time channel (spec/01 §2), for what the user may read. */}
          {can('MURAL_DE_RECADOS', 'VISUALIZAR') && <MessageBoardButton />}
          {can('NOTIFICACOES', 'VISUALIZAR') && <NotificationButton />}
        </Suspense>
        <span className="greeting">Olá, {session.user?.name}</span>
        {session.user && <UserAvatar user={session.user} size={30} />}
        <UserMenu onEditUser={onEditUser} onChangePassword={onChangePassword} onSignOut={signOut} />
      </Navbar.Group>
    </Navbar>
  );
}
