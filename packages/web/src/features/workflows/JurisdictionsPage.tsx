import { jurisdictions } from '@balcao/schema/resources';
import { workflowJurisdictionDocs } from '../../__generated__/resources';
import { ResourcePage } from '../resources';
import { JURISDICTION_UI } from './JurisdictionFields';

/**
 * /financial/jurisdiction: the alçadas of the financial workflow types (APROVACAO_VPC, FAN…), the
 * engine's own, each edited in a dialog; the other types' are on their workflow panel page.
 */
export function JurisdictionsPage() {
  return <ResourcePage def={jurisdictions} docs={workflowJurisdictionDocs} ui={JURISDICTION_UI} dialog />;
}
