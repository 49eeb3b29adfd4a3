import { Button, Card } from '@blueprintjs/core';
import { useApolloClient } from '@apollo/client/react';
import { FILE_EXTENSIONS, FINANCIAL_MSG, MSG, RELEASE_MSG } from '@balcao/schema';
import { vpcRequests } from '@balcao/schema/resources';
import { useCan } from '../../lib/access';
import { downloadFile } from '../../lib/download';
import { notify } from '../../lib/toaster';
import { vpcRequestDocs } from '../../__generated__/resources';
import { FileDrop, useUpload } from '../files';
import { isVpcOpen, type VpcRequest } from './types';

/**
 * The request's file (spec/02 §7 'POST upload file'): downloaded by its name; replaced while the
 * request is open, by who edits requests, with its progress ('Falha ao cadastrar VPC.' on failure).
 */
export function VpcFile({ vpc }: { vpc: VpcRequest }) {
  const can = useCan();
  const client = useApolloClient();
  const upload = useUpload({
    url: `/files/vpc-requests/${vpc.id}/file`,
    extensions: FILE_EXTENSIONS,
    successMessage: RELEASE_MSG.fileSaved,
    failedMessage: FINANCIAL_MSG.vpcCreateFailed,
    onUploaded: () => void client.refetchQueries({ include: [vpcRequestDocs.record] }),
  });
  return (
    <Card className="form-card">
      <h2>Arquivo da solicitação</h2>
      {vpc.fileName ? (
        <Button
          icon="download"
          variant="minimal"
          text={vpc.fileName}
          onClick={() =>
            void downloadFile(`/files/vpc-requests/${vpc.id}/file`, vpc.fileName ?? 'arquivo').catch(() =>
              notify.error(MSG.downloadFailedBang),
            )
          }
        />
      ) : (
        <p className="muted">Nenhum arquivo enviado.</p>
      )}
      {isVpcOpen(vpc) && can(vpcRequests.module, 'EDITAR') && (
        <FileDrop label="Enviar arquivo da solicitação" extensions={FILE_EXTENSIONS} upload={upload} />
      )}
    </Card>
  );
}
