import { Button } from '@blueprintjs/core';
import { useApolloClient } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { negotiations } from '@balcao/schema/resources';
import { negotiationDocs } from '../../__generated__/resources';
import { useCan } from '../../lib/access';
import { ImportPanel } from '../imports';

const IMPORT_PATH = `${negotiations.path}/import`;

/** 'IMPORTAR' in the list's toolbar, for who may import deals in bulk (NEGOCIACOES × IMPORTACAO_EM_MASSA). */
export function NegotiationImportButton() {
  const can = useCan();
  const navigate = useNavigate();
  if (!can(negotiations.module, 'IMPORTACAO_EM_MASSA')) return null;
  return <Button icon="import" text="IMPORTAR" onClick={() => navigate(IMPORT_PATH)} />;
}

/**
 * /sales/negotiations/import: deals with their items from XLSX through the import kit (a
 * representative's own customers only), and the last imports with their description.
 */
export function NegotiationImportScreen() {
  const navigate = useNavigate();
  const client = useApolloClient();
  return (
    <div className="page">
      <div className="page-title-row">
        <h1 className="page-title">Importar negociações</h1>
        <Button
          icon="arrow-left"
          text="VOLTAR PARA AS NEGOCIAÇÕES"
          onClick={() => navigate(negotiations.path)}
        />
      </div>
      <ImportPanel
        kind="NEGOTIATIONS"
        onImported={() => void client.refetchQueries({ include: [negotiationDocs.list] })}
      />
    </div>
  );
}
