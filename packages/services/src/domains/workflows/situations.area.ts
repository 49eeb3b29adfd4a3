import { situations } from '@balcao/schema/resources';
import { resourceArea } from '../../kit/area.js';

/** Situations on the kit: the definition says it all. */
export const situationsArea = resourceArea(situations, { table: 'situations', alias: 's' });
