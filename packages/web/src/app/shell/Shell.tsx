import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Spinner } from '@blueprintjs/core';
import { buildMenu, canReach, DRAWER_WIDTH, matchRoute } from '@balcao/schema';
import { HomePage, UnavailablePage } from '../../features/home';
import { BuiltScreens } from '../../lib/builtScreens';
import { useNarrow } from '../../lib/useNarrow';
import { isBuilt, SCREENS } from '../screens';
import { useSession } from '../session/SessionContext';
import { SideMenu } from './SideMenu';
import { TopBar } from './TopBar';

// Sticky notes load after the first screen: they are not needed to draw it.
const ReminderLayer = lazy(() =>
  import('../../features/reminders').then((m) => ({ default: m.ReminderLayer })),
);
// The command palette loads on its first use (Ctrl+K, or the top bar's button hovered or focused).
const loadPalette = () => import('../../features/palette');
const CommandPalette = lazy(() => loadPalette().then((m) => ({ default: m.CommandPalette })));
const HelpDialog = lazy(() => import('./HelpDialog').then((m) => ({ default: m.HelpDialog })));
const EditUserDialog = lazy(() => import('./EditUserDialog').then((m) => ({ default: m.EditUserDialog })));
const ChangePasswordDialog = lazy(() =>
  import('./ChangePasswordDialog').then((m) => ({ default: m.ChangePasswordDialog })),
);

function Content() {
  const { pathname } = useLocation();
  const { accessSet, user } = useSession();
  if (pathname === '/') return <HomePage name={user?.name ?? ''} sections={buildMenu(accessSet, isBuilt)} />;
  const match = matchRoute(pathname);
  if (!match) return <UnavailablePage title="Página não encontrada" reason="notFound" />;
  if (!canReach(accessSet, pathname)) return <UnavailablePage title={match.route.title} reason="forbidden" />;
  const Screen = SCREENS[match.route.key];
  if (!Screen) return <UnavailablePage title={match.route.title} reason="notBuilt" />;
  return (
    <Suspense fallback={<Spinner className="screen-loading" aria-label="Carregando" />}>
      <Screen />
    </Suspense>
  );
}

export function Shell() {
  // On a phone the menu starts closed and opens over the page; it closes again on the way somewhere.
  const narrow = useNarrow();
  const [open, setOpen] = useState(!narrow);
  const { pathname } = useLocation();
  useEffect(() => setOpen(!narrow), [narrow]);
  useEffect(() => {
    if (narrow) setOpen(false);
  }, [narrow, pathname]);
  const [help, setHelp] = useState(false);
  const [editing, setEditing] = useState(false);
  const [changingPassword, setChangingPassword] = useState(false);
  const [searching, setSearching] = useState(false);
  const { accessSet } = useSession();

  // Ctrl+M opens the menu together with the shortcuts help; Ctrl+K (⌘K) the command palette.
  const onKey = useCallback((e: KeyboardEvent) => {
    const key = e.key.toLowerCase();
    if (e.ctrlKey && key === 'm') {
      e.preventDefault();
      setOpen(true);
      setHelp(true);
    } else if ((e.ctrlKey || e.metaKey) && key === 'k') {
      e.preventDefault();
      setSearching(true);
    }
  }, []);
  useEffect(() => {
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onKey]);

  return (
    <BuiltScreens.Provider value={isBuilt}>
      <div
        className={`shell${narrow ? ' narrow' : ''}`}
        style={
          narrow
            ? undefined
            : { gridTemplateColumns: `${open ? DRAWER_WIDTH.open : DRAWER_WIDTH.closed}px 1fr` }
        }
      >
        {(open || !narrow) && (
          <SideMenu
            menu={buildMenu(accessSet, isBuilt)}
            open={open}
            onToggle={() => setOpen((o) => !o)}
            onOpen={() => setOpen(true)}
          />
        )}
        {narrow && open && <div className="menu-backdrop" aria-hidden onClick={() => setOpen(false)} />}
        <div className="shell-main">
          <TopBar
            onOpenMenu={narrow && !open ? () => setOpen(true) : undefined}
            onEditUser={() => setEditing(true)}
            onChangePassword={() => setChangingPassword(true)}
            onSearch={() => setSearching(true)}
            onSearchIntent={() => void loadPalette()}
          />
          <main className="shell-content">
            <Content />
          </main>
        </div>
        <Suspense fallback={null}>
          <ReminderLayer />
        </Suspense>
        {help && (
          <Suspense fallback={null}>
            <HelpDialog isOpen onClose={() => setHelp(false)} />
          </Suspense>
        )}
        {editing && (
          <Suspense fallback={null}>
            <EditUserDialog onClose={() => setEditing(false)} />
          </Suspense>
        )}
        {searching && (
          <Suspense fallback={null}>
            <CommandPalette accessSet={accessSet} onClose={() => setSearching(false)} />
          </Suspense>
        )}
        {changingPassword && (
          <Suspense fallback={null}>
            <ChangePasswordDialog onClose={() => setChangingPassword(false)} />
          </Suspense>
        )}
      </div>
    </BuiltScreens.Provider>
  );
}
