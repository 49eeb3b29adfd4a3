import { useState } from 'react';
import { useLazyQuery } from '@apollo/client/react';
import { useWatch } from 'react-hook-form';
import { formatMoney } from '@balcao/schema';
import { vpcRequests } from '@balcao/schema/resources';
import { OWN_ERROR_TEXT } from '../../lib/ownErrorText';
import { LookupField, type Picked } from '../../ui/form';
import { RefTags, type FieldSlotProps } from '../resources';
import { DebitNoteByCodeDocument } from '../../__generated__/graphql';
import type { VpcRequest } from './types';

/** An ND's code, typed and checked by the ND lookup (of the request's customer) before it is added. */
function CodeLookup({ customerId, add }: { customerId: string | undefined; add: (p: Picked) => void }) {
  const [code, setCode] = useState('');
  const [lookup, { loading, error }] = useLazyQuery(DebitNoteByCodeDocument, {
    fetchPolicy: 'network-only',
    ...OWN_ERROR_TEXT,
  });
  const validate = () =>
    void lookup({ variables: { code: code.trim(), customerId: customerId || null }, ...OWN_ERROR_TEXT }).then(
      ({ data }) => {
        const nd = data?.debitNoteByCode;
        if (nd) add({ id: nd.id, name: `${nd.code} (${formatMoney(nd.value)})` });
      },
      () => undefined,
    );
  return (
    <LookupField
      id="vpc-nd-code"
      label="Código da ND"
      value={code}
      onChange={setCode}
      onLookup={validate}
      placeholder="ND-000001"
      button={{ text: 'VALIDAR ND', icon: 'tick' }}
      loading={loading}
      disabled={!customerId}
      error={error?.message}
      hint={customerId ? undefined : 'Escolha o cliente antes das NDs.'}
    />
  );
}

/** A VPC request's NDs: removable tags, each added once the ND lookup found it for the customer. */
export function DebitNoteCodes(p: FieldSlotProps<VpcRequest>) {
  const customerId = useWatch({ control: p.control, name: 'customerId' }) as string | undefined;
  const codes = p.record?.debitNoteCodes?.split(', ') ?? [];
  const known = (p.record?.debitNoteIds ?? []).map((id, i) => ({
    id: String(id),
    name: codes[i] ?? String(id),
  }));
  return (
    <RefTags
      {...p}
      def={vpcRequests}
      known={known}
      empty="Nenhuma ND incluída."
      picker={(add) => <CodeLookup customerId={customerId ? String(customerId) : undefined} add={add} />}
    />
  );
}
