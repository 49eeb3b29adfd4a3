import { useCallback, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Callout, Card, NonIdealState, Spinner } from '@blueprintjs/core';
import { MSG } from '@balcao/schema';
import { useCan } from '../../lib/access';
import { notify } from '../../lib/toaster';
import { YesNoDialog } from '../../ui/dialogs';
import { downloadStored, FileDrop, IMAGE_EXTENSIONS, useUpload } from '../files';
import { DeleteLoginImageDocument, LoginImagePageDocument } from '../../__generated__/graphql';
import './loginImage.css';

const M = 'CONFIGURACOES';
const sizeText = (n: number) =>
  n >= 1024 * 1024
    ? `${(n / 1024 / 1024).toFixed(1).replace('.', ',')} MB`
    : n >= 1024
      ? `${Math.round(n / 1024)} KB`
      : `${n} bytes`;

/** /administrative/loginImage: the sign-in screen's image, changed by upload and removed. */
export function LoginImagePage() {
  const can = useCan();
  const { data, loading, error, refetch } = useQuery(LoginImagePageDocument, { fetchPolicy: 'network-only' });
  const [remove, removing] = useMutation(DeleteLoginImageDocument);
  const [confirming, setConfirming] = useState(false);
  const onUploaded = useCallback(() => void refetch(), [refetch]);
  const upload = useUpload({
    url: '/files/settings/login-image',
    extensions: IMAGE_EXTENSIONS,
    onUploaded,
    successMessage: MSG.imageUpdated,
  });
  const image = data?.loginImage;

  async function removeImage(yes: boolean) {
    if (!yes) return setConfirming(false);
    try {
      await remove();
      notify.success(MSG.imageDeleted);
      await refetch();
    } catch {
      notify.error(MSG.deleteFileFailed);
    } finally {
      setConfirming(false);
    }
  }

  return (
    <div className="page login-image-page">
      <h1 className="page-title">Imagem de Login</h1>
      <p className="bp6-text-muted">A imagem exibida ao lado do formulário de entrada.</p>
      <div className="login-image-columns">
        <Card className="login-image-current" aria-label="Imagem atual">
          <h2 className="login-image-heading">Imagem atual</h2>
          {loading && !data ? (
            <Spinner size={30} aria-label="Carregando" />
          ) : error ? (
            <NonIdealState icon="error" title={MSG.loadDataFailed} />
          ) : image ? (
            <>
              <img src={`/files/settings/login-image?v=${image.id}`} alt="Imagem de login atual" />
              <p>
                {image.originalName} · {sizeText(image.size)}
              </p>
              <div className="login-image-actions">
                {can('ARQUIVOS', 'VISUALIZAR') && (
                  <Button
                    icon="download"
                    variant="outlined"
                    text="BAIXAR IMAGEM"
                    onClick={() => void downloadStored({ path: image.path }, image.originalName)}
                  />
                )}
                {can(M, 'EXCLUIR') && (
                  <Button
                    icon="trash"
                    intent="danger"
                    variant="outlined"
                    text="REMOVER IMAGEM"
                    onClick={() => setConfirming(true)}
                  />
                )}
              </div>
            </>
          ) : (
            <Callout intent="primary" icon="media">
              Nenhuma imagem enviada: a tela de entrada mostra a imagem padrão.
            </Callout>
          )}
        </Card>
        {can(M, 'EDITAR') && (
          <FileDrop label="Enviar nova imagem" extensions={IMAGE_EXTENSIONS} upload={upload} />
        )}
      </div>
      <YesNoDialog
        isOpen={confirming}
        title="Remover imagem"
        intent="danger"
        busy={removing.loading}
        onAnswer={(yes) => void removeImage(yes)}
      >
        Remover a imagem de login? A tela de entrada voltará a mostrar a imagem padrão.
      </YesNoDialog>
    </div>
  );
}
