import { Button } from '@blueprintjs/core';
import { MSG, RELEASE_MSG } from '@balcao/schema';
import { productReleases } from '@balcao/schema/resources';
import { useCan } from '../../lib/access';
import { downloadFile } from '../../lib/download';
import { refusalText } from '../../lib/forbiddenText';
import { MutationButton } from '../../lib/MutationButton';
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
  const { id, status, releaseNumber } = release;
  return (
    <>
      {status === 'RASCUNHO' && can(M, 'WORKFLOW') && (
        <MutationButton
          icon="send-message"
          intent="primary"
          text="ENVIAR PARA APROVAÇÃO"
          mutation={SendProductReleaseDocument}
          variables={{ id }}
          onDone={() => notify.success('Liberação enviada para aprovação')}
          failure={(e) => refusalText(e) ?? RELEASE_MSG.historyFailed}
        />
      )}
      {status === 'EM_APROVACAO' && can(M, 'APROVAR') && (
        <MutationButton
          icon="tick-circle"
          intent="success"
          text="APROVAR TODOS"
          mutation={ApproveProductReleaseDocument}
          variables={{ id }}
          onDone={() => notify.success(RELEASE_MSG.approvedAll)}
          failure={(e) => refusalText(e) ?? MSG.requestFailed}
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
