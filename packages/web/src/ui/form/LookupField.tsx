import { Button, ControlGroup, FormGroup, InputGroup, type IconName } from '@blueprintjs/core';

/**
 * A code typed and then looked up on the server (an ND, an order's number): the lookup runs from
 * its button or from Enter in the input; the button waits for text. The caller keeps the text and
 * says what came of the lookup (`error`, else `hint`).
 */
export function LookupField({
  id,
  label,
  value,
  onChange,
  onLookup,
  placeholder,
  button,
  loading,
  disabled = false,
  error,
  hint,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onLookup: () => void;
  placeholder: string;
  button: { text: string; icon: IconName };
  loading: boolean;
  /** Neither typed nor looked up yet (what it depends on is missing: `hint` says what). */
  disabled?: boolean;
  error?: string;
  hint?: string;
}) {
  return (
    <FormGroup label={label} labelFor={id} helperText={error ?? hint} intent={error ? 'danger' : 'none'}>
      <ControlGroup>
        <InputGroup
          id={id}
          value={value}
          placeholder={placeholder}
          disabled={disabled}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return;
            e.preventDefault();
            onLookup();
          }}
        />
        <Button
          text={button.text}
          icon={button.icon}
          loading={loading}
          disabled={!value.trim() || disabled}
          onClick={onLookup}
        />
      </ControlGroup>
    </FormGroup>
  );
}
