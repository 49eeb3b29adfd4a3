import { Button, Tooltip, type IconName, type Intent } from '@blueprintjs/core';
import { useDebouncedCallback } from 'use-debounce';
import { ICON_BUTTON_DEBOUNCE_MS, TOOLTIP_DELAY_MS } from '@balcao/schema';

type Props = {
  icon: IconName;
  /** The accessible name, also the tooltip (after 500 ms). */
  label: string;
  /** The tooltip when it should say less than the accessible name. */
  tooltip?: string;
  onClick: () => void;
  disabled?: boolean;
  intent?: Intent;
  /** For a toggle: its state, as aria-pressed. */
  pressed?: boolean;
};

/**
 * An icon-only button (spec/02 §9): the first click acts at once, clicks within the next 200 ms are
 * ignored, so a double click never saves or deletes twice.
 */
export function IconButton({ icon, label, tooltip, onClick, disabled, intent, pressed }: Props) {
  const click = useDebouncedCallback(onClick, ICON_BUTTON_DEBOUNCE_MS, { leading: true, trailing: false });
  return (
    <Tooltip content={tooltip ?? label} hoverOpenDelay={TOOLTIP_DELAY_MS} compact>
      <Button
        size="small"
        variant="minimal"
        icon={icon}
        aria-label={label}
        aria-pressed={pressed}
        active={pressed}
        intent={intent}
        disabled={disabled}
        onClick={click}
      />
    </Tooltip>
  );
}
