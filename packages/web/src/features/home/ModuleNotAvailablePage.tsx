import { NonIdealState } from '@blueprintjs/core';
import { MSG } from '@balcao/schema';

/** Said plainly for the screens later work builds. */
export function ModuleNotAvailablePage({ title }: { title: string }) {
  return <NonIdealState icon="build" title={title} description={MSG.moduleNotAvailable} />;
}
