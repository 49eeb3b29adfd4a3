import { RESOURCES } from '@balcao/schema/resources';

/**
 * The exports of every record kit area, by list key (its `rest`), with the services path of each:
 * the list's Excel/CSV/PDF and its log. The file routes relay /files/exports/<key> to them.
 */
export const RESOURCE_EXPORTS: Readonly<Record<string, string>> = Object.fromEntries(
  RESOURCES.flatMap((def) => [
    [def.rest, `/services/${def.rest}/export`],
    [`${def.rest}-log`, `/services/${def.rest}/export/log`],
  ]),
);
