import { useEffect, useState } from 'react';
import { CombinedGraphQLErrors } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { NonIdealState, Spinner } from '@blueprintjs/core';
import { MSG } from '@balcao/schema';
import { SubstitutesReportPageDocument } from '../../__generated__/graphql';
import './substitutesReport.css';
import { OWN_ERROR_TEXT } from '../../lib/ownErrorText';

/** The embed address with the token and the panes the spec hides (navigation and filters). */
export function embedSrc(embedUrl: string, token: string) {
  const url = new URL(embedUrl, window.location.origin);
  url.searchParams.set('token', token);
  url.searchParams.set('navContentPaneEnabled', 'false');
  url.searchParams.set('filterPaneEnabled', 'false');
  return url.origin === window.location.origin ? url.pathname + url.search : url.toString();
}

/** The text shown when the token cannot be had: the server's own when it said why (e.g. not configured). */
function reason(error: unknown) {
  if (CombinedGraphQLErrors.is(error)) {
    const e = error.errors[0];
    if (e?.extensions?.code === 'BAD_USER_INPUT' && e.message) return e.message;
  }
  return MSG.reportUnavailable;
}

/** /administrative/substitutes/report: the SUBSTITUTOS BI report, embedded with its token. */
export function SubstitutesReportPage() {
  const { data, loading, error } = useQuery(SubstitutesReportPageDocument, {
    ...OWN_ERROR_TEXT,
    fetchPolicy: 'network-only',
  });
  const [loaded, setLoaded] = useState(false);
  // spec/01 §7: report token errors are only logged (no alert); the page says what it can.
  useEffect(() => {
    if (error) console.error('Relatório de substitutos:', error);
  }, [error]);
  const detail = data?.reportToken.reportsDetail[0];

  return (
    <div className="page report-page">
      <h1 className="page-title">Relatório de Substitutos</h1>
      {error ? (
        <NonIdealState icon="error" title="Relatório indisponível" description={reason(error)} />
      ) : (
        <div className="report-frame" aria-busy={!loaded}>
          {(loading || !loaded) && (
            <div className="report-loading">
              <Spinner aria-label="Carregando relatório" />
            </div>
          )}
          {detail && data && (
            <iframe
              title="Relatório de Substitutos"
              src={embedSrc(detail.embedUrl, data.reportToken.embedToken.token)}
              onLoad={() => setLoaded(true)}
            />
          )}
        </div>
      )}
    </div>
  );
}
