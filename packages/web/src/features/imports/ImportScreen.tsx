import { Button } from '@blueprintjs/core';
import { useApolloClient } from '@apollo/client/react';
import type { DocumentNode } from '@apollo/client';
import { useNavigate } from 'react-router-dom';
import type { ImportKind } from '../../__generated__/graphql';
import { useCan } from '../../lib/access';
import { ImportPanel } from './ImportPanel';

/** 'IMPORTAR' in a list's toolbar, for who may import in bulk (module × IMPORTACAO_EM_MASSA). */
export function ImportButton({ module, path }: { module: string; path: string }) {
  const can = useCan();
  const navigate = useNavigate();
  if (!can(module, 'IMPORTACAO_EM_MASSA')) return null;
  return <Button icon="import" text="IMPORTAR" onClick={() => navigate(path)} />;
}

type Props = {
  kind: ImportKind;
  title: string;
  /** The list the screen came from, and its button's text. */
  back: { path: string; text: string };
  /** The list queries that show the imported rows, refetched after an import wrote some. */
  lists: DocumentNode[];
};

/** An area's /import screen: the import kit's panel under the area's title, back to its list. */
export function ImportScreen({ kind, title, back, lists }: Props) {
  const navigate = useNavigate();
  const client = useApolloClient();
  return (
    <div className="page">
      <div className="page-title-row">
        <h1 className="page-title">{title}</h1>
        <Button icon="arrow-left" text={back.text} onClick={() => navigate(back.path)} />
      </div>
      <ImportPanel kind={kind} onImported={() => void client.refetchQueries({ include: lists })} />
    </div>
  );
}
