import { Card } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { REPRESENTATIVE_MSG, REPRESENTATIVES_PATH } from '@balcao/schema';
import { MutationButton } from '../../lib/MutationButton';
import { notify } from '../../lib/toaster';
import { ConcludeRepresentativeDocument } from '../../__generated__/graphql';
import type { Representative } from './types';

type FieldErrors = { extensions?: { fieldErrors?: { messages: string[] }[] } }[];
/** The services' reasons, after the spec's text: what is missing before concluding. */
const reasons = (err: unknown) =>
  ((err as { errors?: FieldErrors }).errors ?? [])
    .flatMap((e) => e.extensions?.fieldErrors ?? [])
    .flatMap((f) => f.messages);

/**
 * CONCLUIR PRÉ-CADASTRO, under his parameters and contract: his registration goes to the regional
 * manager's approval ('Workflow em andamento'); his page then shows him read-only, in approval.
 */
export function Conclusion({ representative }: { representative: Representative }) {
  const navigate = useNavigate();
  return (
    <Card className="form-card">
      <h2>Conclusão do pré-cadastro</h2>
      <p className="muted">
        Com os parâmetros de cadastro e o contrato informados, conclua o pré-cadastro para enviá-lo à
        aprovação do gerente regional.
      </p>
      <MutationButton
        icon="send-message"
        intent="primary"
        text="CONCLUIR PRÉ-CADASTRO"
        mutation={ConcludeRepresentativeDocument}
        variables={{ id: representative.id }}
        onDone={(data) => {
          notify.success(data?.concludeRepresentative.message ?? REPRESENTATIVE_MSG.concluded);
          void navigate(`${REPRESENTATIVES_PATH}/view/${representative.id}`);
        }}
        failure={(err) => [REPRESENTATIVE_MSG.concludeFailed, ...reasons(err)].join('. ')}
      />
    </Card>
  );
}
