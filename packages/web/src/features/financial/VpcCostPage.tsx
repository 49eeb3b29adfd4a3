import { useQuery } from '@apollo/client/react';
import { FINANCIAL_MSG } from '@balcao/schema';
import { OWN_ERROR_TEXT } from '../../lib/ownErrorText';
import { VpcCostPageDocument, type VpcCostPageQuery } from '../../__generated__/graphql';
import { SummaryFilters, summaryQuery, useSummaryFilter } from './SummaryFilters';
import { SummaryView } from './SummaryView';

type Row = VpcCostPageQuery['vpcCosts'][number];

/**
 * /financial/custVpc (CUSTO_VPC): the approved VPC requests' cost per customer and month over a
 * period, with their NDs, as a chart with its table beside it, and their exports.
 */
export function VpcCostPage() {
  const [filter, setFilter] = useSummaryFilter();
  const { variables, query } = summaryQuery(filter);
  const { data, loading, error, refetch } = useQuery(VpcCostPageDocument, {
    variables,
    fetchPolicy: 'cache-and-network',
    ...OWN_ERROR_TEXT,
  });
  return (
    <SummaryView<Row>
      title="Custo VPC"
      filters={<SummaryFilters value={filter} onChange={setFilter} period="Período do VPC entre" />}
      rows={data?.vpcCosts}
      loading={loading}
      failed={error ? FINANCIAL_MSG.costFailed : null}
      onRetry={() => void refetch()}
      columns={[
        { title: 'Cliente', value: (r) => r.corporateName },
        { title: 'Mês', value: (r) => r.month },
        { title: 'Solicitações', value: (r) => r.requests.toLocaleString('pt-BR') },
        { title: 'Custo VPC', value: (r) => r.value, money: true },
        { title: 'Valor das NDs', value: (r) => r.ndsValue, money: true },
      ]}
      chart={{
        series: 'Custo VPC',
        label: (r) => `${r.corporateName.split(' ')[0]} ${r.month}`,
        value: (r) => r.value,
      }}
      empty="Nenhum VPC aprovado para os filtros."
      exports={{ list: 'vpc-costs', query }}
    />
  );
}
