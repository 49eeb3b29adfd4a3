import { jurisdictions } from '@balcao/schema/resources';
import { workflowJurisdictionDocs } from '../../__generated__/resources';
import { ResourcePage } from '../resources';
import { JURISDICTION_UI } from './JurisdictionFields';

/** /financial/jurisdiction: every workflow type's alçadas, each edited in a dialog. */
export function JurisdictionsPage() {
  return <ResourcePage def={jurisdictions} docs={workflowJurisdictionDocs} ui={JURISDICTION_UI} dialog />;
}
