import { FINANCIAL_MSG } from '@balcao/schema';
import { vpcRequests } from '@balcao/schema/resources';
import { useCan } from '../../lib/access';
import { MutationButton } from '../../lib/MutationButton';
import { notify } from '../../lib/toaster';
import { CancelVpcRequestDocument, SendVpcRequestDocument } from '../../__generated__/graphql';
import { isVpcOpen, type VpcRequest } from './types';

const M = vpcRequests.module;

/**
 * The VPC request's own buttons on its page: send it (or its corrections) to approval, and cancel
 * it after a confirmation. 'Erro ao cadastrar Aprovação.' / 'Falha ao cancelar VPC.' on failure.
 */
export function VpcActions({ vpc }: { vpc: VpcRequest }) {
  const can = useCan();
  if (!isVpcOpen(vpc) || !can(M, 'EDITAR')) return null;
  const variables = { id: vpc.id };
  return (
    <>
      <MutationButton
        icon="send-message"
        intent="primary"
        text={vpc.status === 'RETURNED' ? 'REENVIAR PARA APROVAÇÃO' : 'ENVIAR PARA APROVAÇÃO'}
        mutation={SendVpcRequestDocument}
        variables={variables}
        onDone={() => notify.success(FINANCIAL_MSG.vpcSent)}
        failure={(e) =>
          (e as Error).message.startsWith(FINANCIAL_MSG.approvalFailed)
            ? (e as Error).message
            : FINANCIAL_MSG.approvalFailed
        }
      />
      <MutationButton
        icon="disable"
        intent="danger"
        text="CANCELAR SOLICITAÇÃO"
        mutation={CancelVpcRequestDocument}
        variables={variables}
        onDone={() => notify.success(FINANCIAL_MSG.vpcCancelled)}
        failure={() => FINANCIAL_MSG.vpcCancelFailed}
        confirm={{
          title: 'Cancelar solicitação de VPC',
          text: `Cancelar a solicitação ${vpc.requestNumber}? Suas NDs ficam livres para outra solicitação.`,
        }}
      />
    </>
  );
}
