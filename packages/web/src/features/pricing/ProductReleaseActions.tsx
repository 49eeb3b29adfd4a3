import { Button } from '@blueprintjs/core';
import { useMutation } from '@apollo/client/react';
import { MSG, RELEASE_MSG } from '@balcao/schema';
import { productReleases } from '@balcao/schema/resources';
import { useCan } from '../../lib/access';
import { downloadFile } from '../../lib/download';
import { refusalText } from '../../lib/forbiddenText';
import { OWN_ERROR_TEXT } from '../../lib/ownErrorText';
import { notify } from '../../lib/toaster';
import {
  ApproveProductReleaseDocument,
  SendProductReleaseDocument,
  type ProductReleaseRecordQuery,
} from '../../__generated__/graphql';

export type Release = NonNullable<ProductReleaseRecordQuery['productRelease']>;
const M = productReleases.module;

/**
 * The release's own buttons on its page: send a draft to approval ('Falha ao criar histórico' when
 * the workflow fails, the services' reason when they refuse), approve all its products (the
 * approver, while it is in approval), and its PDF.
 */
export function ProductReleaseActions({ release }: { release: Release }) {
  const can = useCan();
  const [send, sending] = useMutation(SendProductReleaseDocument, OWN_ERROR_TEXT);
  const [approve, approving] = useMutation(ApproveProductReleaseDocument, OWN_ERROR_TEXT);
  const { id, status, releaseNumber } = release;
  return (
    <>
      {status === 'RASCUNHO' && can(M, 'WORKFLOW') && (
        <Button
          icon="send-message"
          intent="primary"
          text="ENVIAR PARA APROVAÇÃO"
          loading={sending.loading}
          onClick={() =>
            void send({ variables: { id } }).then(
              () => notify.success('Liberação enviada para aprovação'),
              (e: unknown) => notify.error(refusalText(e) ?? RELEASE_MSG.historyFailed),
            )
          }
        />
      )}
      {status === 'EM_APROVACAO' && can(M, 'APROVAR') && (
        <Button
          icon="tick-circle"
          intent="success"
          text="APROVAR TODOS"
          loading={approving.loading}
          onClick={() =>
            void approve({ variables: { id } }).then(
              () => notify.success(RELEASE_MSG.approvedAll),
              (e: unknown) => notify.error(refusalText(e) ?? MSG.requestFailed),
            )
          }
        />
      )}
      <Button
        icon="document"
        text="PDF"
        onClick={() =>
          void downloadFile(`/files/product-releases/${id}/pdf`, `Liberação ${releaseNumber}.pdf`).catch(
            (e: Error) => notify.error(e.message || RELEASE_MSG.pdfFailed),
          )
        }
      />
    </>
  );
}
