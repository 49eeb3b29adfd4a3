import { negotiations } from '@balcao/schema/resources';
import { negotiationDocs } from '../../__generated__/resources';
import { ImportButton, ImportScreen } from '../imports';

const IMPORT_PATH = `${negotiations.path}/import`;

/** 'IMPORTAR' in the list's toolbar, for who may import deals in bulk (NEGOCIACOES × IMPORTACAO_EM_MASSA). */
export function NegotiationImportButton() {
  return <ImportButton module={negotiations.module} path={IMPORT_PATH} />;
}

/**
 * /sales/negotiations/import: deals with their items from XLSX through the import kit (a
 * representative's own customers only), and the last imports with their description.
 */
export function NegotiationImportScreen() {
  return (
    <ImportScreen
      kind="NEGOTIATIONS"
      title="Importar negociações"
      back={{ path: negotiations.path, text: 'VOLTAR PARA AS NEGOCIAÇÕES' }}
      lists={[negotiationDocs.list]}
    />
  );
}
