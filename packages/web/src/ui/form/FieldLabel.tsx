import { FormGroup, Icon, Tooltip } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import type { FieldError } from 'react-hook-form';
import { TOOLTIP_DELAY_MS } from '@balcao/schema';

/** A field's label, with its help text in a tooltip that opens after 500 ms (spec/02 §9). */
export function FieldLabel({ label, help }: { label: string; help?: string }) {
  if (!help) return <>{label}</>;
  return (
    <span className="field-label">
      {label}{' '}
      <Tooltip content={help} hoverOpenDelay={TOOLTIP_DELAY_MS} compact>
        <Icon icon="help" size={12} tabIndex={0} aria-label={`Ajuda: ${label}`} className="field-help" />
      </Tooltip>
    </span>
  );
}

/**
 * The group of a field bound to a form: its label (with its help), '(obrigatório)' when it is
 * required, and its error under it, in a span of `errorId` where the input is described by it.
 */
export function FieldGroup(p: {
  id: string;
  field: { label: string; help?: string; required?: boolean };
  error?: FieldError;
  errorId?: string;
  children: ReactNode;
}) {
  return (
    <FormGroup
      label={<FieldLabel label={p.field.label} help={p.field.help} />}
      labelFor={p.id}
      labelInfo={p.field.required ? '(obrigatório)' : undefined}
      intent={p.error ? 'danger' : 'none'}
      helperText={p.error && p.errorId ? <span id={p.errorId}>{p.error.message}</span> : p.error?.message}
    >
      {p.children}
    </FormGroup>
  );
}
