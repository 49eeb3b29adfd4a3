import { Card } from '@blueprintjs/core';
import { useApolloClient } from '@apollo/client/react';
import { FILE_EXTENSIONS, FINANCIAL_MSG, RELEASE_MSG } from '@balcao/schema';
import { vpcRequests } from '@balcao/schema/resources';
import { useCan } from '../../lib/access';
import { vpcRequestDocs } from '../../__generated__/resources';
import { FileDownloadButton, FileDrop, useUpload } from '../files';
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
        <FileDownloadButton path={`/files/vpc-requests/${vpc.id}/file`} name={vpc.fileName} />
      ) : (
        <p className="muted">Nenhum arquivo enviado.</p>
      )}
      {isVpcOpen(vpc) && can(vpcRequests.module, 'EDITAR') && (
        <FileDrop label="Enviar arquivo da solicitação" extensions={FILE_EXTENSIONS} upload={upload} />
      )}
    </Card>
  );
}
