import { Button, NonIdealState } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { MSG } from '@balcao/schema';

/** Why a screen the user asked for is not shown: it is not built yet, not his, or does not exist. */
export type Unavailable = 'notBuilt' | 'forbidden' | 'notFound';

const SAID: Record<Unavailable, { icon: 'build' | 'lock' | 'search'; text: string }> = {
  notBuilt: { icon: 'build', text: MSG.moduleNotAvailable },
  forbidden: { icon: 'lock', text: MSG.screenForbidden },
  notFound: { icon: 'search', text: MSG.pageNotFound },
};

/** Said plainly on the page he asked for, with a way home: never a silent redirect. */
export function UnavailablePage({ title, reason }: { title: string; reason: Unavailable }) {
  const navigate = useNavigate();
  const { icon, text } = SAID[reason];
  return (
    <NonIdealState
      icon={icon}
      title={title}
      description={text}
      action={<Button icon="home" text={MSG.goHome} onClick={() => navigate('/')} />}
    />
  );
}
