import { situations } from '@balcao/schema/resources';
import { situationDocs } from '../../__generated__/resources';
import { ResourcePage } from '../resources';

/** /administrative/statusRegister: the situations workflow types offer, each edited in a dialog. */
export function SituationsPage() {
  return <ResourcePage def={situations} docs={situationDocs} dialog />;
}
