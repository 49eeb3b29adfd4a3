import type { ReactNode } from 'react';
import { Button } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';

/**
 * A record form's footer: VOLTAR (read-only) or CANCELAR back to the list, HISTÓRICO once the record
 * exists, the record's own buttons (children), then EDITAR when read-only and allowed, or the submit:
 * SALVAR, or SOLICITAR ALTERAÇÃO when the change goes to approval (`byRequest`).
 */
export function RecordActions({
  base,
  id,
  readOnly,
  canEdit,
  byRequest = false,
  saving,
  children,
}: {
  /** The record area's list address; the record's are `${base}/view/:id` and so on. */
  base: string;
  /** The record's id; none while it is being created. */
  id?: string | null;
  readOnly: boolean;
  canEdit: boolean;
  byRequest?: boolean;
  saving: boolean;
  children?: ReactNode;
}) {
  const navigate = useNavigate();
  return (
    <div className="form-actions">
      <Button text={readOnly ? 'VOLTAR' : 'CANCELAR'} onClick={() => navigate(base)} />
      {id && <Button icon="history" text="HISTÓRICO" onClick={() => navigate(`${base}/historic/${id}`)} />}
      {children}
      {readOnly ? (
        canEdit &&
        id && (
          <Button intent="primary" icon="edit" text="EDITAR" onClick={() => navigate(`${base}/edit/${id}`)} />
        )
      ) : (
        <SaveButton byRequest={byRequest} saving={saving} />
      )}
    </div>
  );
}

/** A record form's submit: SALVAR, or SOLICITAR ALTERAÇÃO when the change goes to approval. */
export function SaveButton({ byRequest, saving }: { byRequest: boolean; saving: boolean }) {
  return (
    <Button
      type="submit"
      intent="primary"
      text={byRequest ? 'SOLICITAR ALTERAÇÃO' : 'SALVAR'}
      loading={saving}
    />
  );
}
