import { Icon, Tooltip } from '@blueprintjs/core';
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
