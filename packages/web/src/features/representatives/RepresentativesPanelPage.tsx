import { representatives } from '@balcao/schema/resources';
import { representativeDocs } from '../../__generated__/resources';
import { ResourceList } from '../resources';
import { REPRESENTATIVE_UI } from './RepresentativesPage';

/**
 * /client/representatives/panel: the representatives with their status (pre-registration, in
 * consultation, in approval, active…), each opened at his record page; 'Incluir' pre-registers one.
 */
export function RepresentativesPanelPage() {
  return (
    <ResourceList
      def={representatives}
      docs={representativeDocs as never}
      ui={REPRESENTATIVE_UI as never}
      title="Pré-Cadastro de Representantes"
    />
  );
}
