import { HotkeysProvider } from '@blueprintjs/core';
import { Table2, type Table2Props } from '@blueprintjs/table';

/**
 * Blueprint's table inside the hotkeys context its keyboard shortcuts register in (without one it
 * warns on every grid). The provider sits here, not around the app: its dialog would weigh on the
 * first screen.
 */
export function GridTable(props: Table2Props) {
  return (
    <HotkeysProvider>
      <Table2 {...props} />
    </HotkeysProvider>
  );
}
