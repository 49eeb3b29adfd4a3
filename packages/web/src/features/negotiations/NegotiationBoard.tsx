import { useEffect, useState, type DragEvent } from 'react';
import {
  Button,
  Callout,
  InputGroup,
  Menu,
  MenuItem,
  NonIdealState,
  PopoverNext,
  Spinner,
} from '@blueprintjs/core';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import {
  BOARD_COLUMN_FILTERS,
  BOARD_COLUMN_LABELS,
  BOARD_COLUMNS,
  boardColumnOf,
  boardMove,
  GRID,
  NEGOTIATION_MSG,
  type BoardColumn,
} from '@balcao/schema';
import { displayOf, negotiations } from '@balcao/schema/resources';
import { useCan } from '../../lib/access';
import { OWN_ERROR_TEXT } from '../../lib/ownErrorText';
import { notify } from '../../lib/toaster';
import { toListInput } from '../../ui/grid';
import { BlockNegotiationDocument, SendNegotiationDocument } from '../../__generated__/graphql';
import { negotiationDocs } from '../../__generated__/resources';
import type { ListViewState } from '../resources';
import type { NegotiationRow } from './types';
import './negotiationBoard.css';

const M = negotiations.module;
/** Cards a column shows; past them the column says how many more the search would narrow. */
const CARDS = 50;
type List = ListViewState;

/**
 * The negotiations' pipeline board: the list's deals (its search and filters) as columns by where
 * each stands. A card moves by dragging it onto a column, or from its "Mover" menu with the
 * keyboard, only along the transitions the services allow (schema boardMove): a draft is sent to
 * approval, a deal blocked or unblocked; any other move is refused with its reason.
 */
export function NegotiationBoard({ list }: { list: List }) {
  const can = useCan();
  const client = useApolloClient();
  const [send] = useMutation(SendNegotiationDocument);
  const [block] = useMutation(BlockNegotiationDocument, OWN_ERROR_TEXT);
  const [busy, setBusy] = useState<string | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const may = { send: can(M, 'EDITAR'), block: can(M, 'INATIVAR') };

  async function move(card: NegotiationRow, to: BoardColumn) {
    const out = boardMove(card, to, may);
    if (!out) return;
    if (!out.ok) {
      // Told beside the board (a toast would pass before a long reason is read).
      setRefused(`${card.negotiationNumber}: ${out.reason}`);
      return;
    }
    setRefused(null);
    setBusy(card.id);
    try {
      if (out.move === 'send') {
        const { data } = await send({ variables: { id: card.id } });
        notify.success(
          `Negociação enviada para aprovação: ${data?.sendNegotiation.responsibleApproval ?? ''}`,
        );
      } else {
        const blocked = out.move === 'block';
        await block({ variables: { id: card.id, blocked } }).catch((e: unknown) => {
          notify.error(NEGOTIATION_MSG.blockFailed);
          throw e;
        });
        notify.success(blocked ? 'Negociação bloqueada' : 'Negociação desbloqueada');
      }
      await client.refetchQueries({ include: [negotiationDocs.list] });
    } catch {
      // The failure was told: the services' text by the error link, or the spec's for blocking.
    } finally {
      setBusy(null);
    }
  }

  return (
    <section className="negotiation-board" aria-label="Quadro de negociações">
      <BoardSearch list={list} />
      {refused && (
        <Callout intent="warning" icon="disable" role="status" title="Movimento recusado">
          {refused}
        </Callout>
      )}
      <div className="board-columns">
        {BOARD_COLUMNS.map((column) => (
          <BoardColumnView key={column} column={column} list={list} busy={busy} onMove={move} />
        ))}
      </div>
    </section>
  );
}

/** The list's search, debounced as the grid's. */
function BoardSearch({ list }: { list: List }) {
  const { state, setState } = list;
  const [text, setText] = useState(state.q);
  useEffect(() => {
    if (text === state.q) return;
    const timer = setTimeout(() => setState((s) => ({ ...s, q: text, page: 0 })), GRID.searchDebounceMs);
    return () => clearTimeout(timer);
  }, [text, state.q, setState]);
  return (
    <InputGroup
      className="board-search"
      type="search"
      leftIcon="search"
      aria-label="Buscar negociações"
      placeholder="Buscar por número, cliente, representante ou campanha"
      value={text}
      onValueChange={setText}
    />
  );
}

function BoardColumnView({
  column,
  list,
  busy,
  onMove,
}: {
  column: BoardColumn;
  list: List;
  busy: string | null;
  onMove: (card: NegotiationRow, to: BoardColumn) => Promise<void>;
}) {
  const [over, setOver] = useState(false);
  const { data, previousData, loading, error } = useQuery(negotiationDocs.list, {
    variables: {
      input: toListInput({ ...list.state, page: 0, pageSize: CARDS }, BOARD_COLUMN_FILTERS[column]),
    },
  });
  const page = (data ?? previousData)?.negotiations;
  const label = BOARD_COLUMN_LABELS[column];
  const drop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    const card = parseCard(e.dataTransfer.getData('application/json'));
    if (card) void onMove(card, column);
  };
  return (
    <div
      className={`board-column${over ? ' drop-over' : ''}`}
      role="region"
      aria-label={`${label}: ${page?.totalRegisters ?? 0}`}
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
    >
      <h2>
        {label} <span className="board-count">{page?.totalRegisters ?? ''}</span>
      </h2>
      {loading && !page && <Spinner size={20} aria-label="Carregando" />}
      {error && !page && <NonIdealState icon="error" title="Não foi possível carregar os dados" />}
      {page?.rows.length === 0 && <p className="board-empty">Nenhuma negociação.</p>}
      <ul>
        {page?.rows.map((card) => (
          <BoardCard key={card.id} card={card} busy={busy === card.id} onMove={onMove} />
        ))}
      </ul>
      {page && page.totalRegisters > page.rows.length && (
        <p className="board-more">
          Mostrando {page.rows.length} de {page.totalRegisters}: refine a busca para ver as demais.
        </p>
      )}
    </div>
  );
}

function parseCard(raw: string): NegotiationRow | null {
  try {
    return raw ? (JSON.parse(raw) as NegotiationRow) : null;
  } catch {
    return null;
  }
}

function BoardCard({
  card,
  busy,
  onMove,
}: {
  card: NegotiationRow;
  busy: boolean;
  onMove: (card: NegotiationRow, to: BoardColumn) => Promise<void>;
}) {
  const here = boardColumnOf(card);
  return (
    <li
      className={`board-card${busy ? ' busy' : ''}`}
      draggable={!busy}
      aria-label={`${card.negotiationNumber}, ${card.corporateName ?? ''}`}
      onDragStart={(e) => {
        e.dataTransfer.setData('application/json', JSON.stringify(card));
        e.dataTransfer.effectAllowed = 'move';
      }}
    >
      <div className="board-card-head">
        <Link to={`${negotiations.path}/view/${card.id}`}>{card.negotiationNumber}</Link>
        <PopoverNext
          placement="bottom-end"
          content={
            <Menu aria-label={`Mover ${card.negotiationNumber ?? ''}`}>
              {BOARD_COLUMNS.filter((c) => c !== here).map((c) => (
                <MenuItem
                  key={c}
                  text={`Mover para ${BOARD_COLUMN_LABELS[c]}`}
                  onClick={() => void onMove(card, c)}
                />
              ))}
            </Menu>
          }
        >
          <Button
            size="small"
            variant="minimal"
            icon="move"
            loading={busy}
            aria-label={`Mover ${card.negotiationNumber ?? ''}`}
            aria-haspopup="menu"
          />
        </PopoverNext>
      </div>
      <div className="board-card-customer">{card.corporateName}</div>
      <div className="board-card-meta">
        <span>{card.representativeName}</span>
        <strong>{displayOf(negotiations, 'totalValue', card.totalValue)}</strong>
      </div>
      {card.responsibleApproval && here === 'IN_APPROVAL' && (
        <div className="board-card-meta">Alçada: {card.responsibleApproval}</div>
      )}
    </li>
  );
}
