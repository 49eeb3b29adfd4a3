import { useState } from 'react';
import { NumericInput } from '@blueprintjs/core';
import { MSG } from '@balcao/schema';

/** A bounded whole number saved on blur or Enter; out of bounds it says so and is not sent. */
export function ConfigNumberCell(props: {
  label: string;
  value: number;
  min: number;
  max: number;
  onSave: (n: number) => void;
}) {
  const { label, value, min, max, onSave } = props;
  const [draft, setDraft] = useState<string>(String(value));
  const n = Number(draft);
  const error =
    draft.trim() === '' || !Number.isInteger(n) || n < min || n > max ? MSG.between(min, max) : null;
  const commit = () => {
    if (!error && n !== value) onSave(n);
  };
  return (
    <div className="config-number">
      <NumericInput
        fill
        aria-label={label}
        value={draft}
        min={min}
        max={max}
        minorStepSize={null}
        clampValueOnBlur={false}
        allowNumericCharactersOnly
        intent={error ? 'danger' : 'none'}
        onValueChange={(_, text) => setDraft(text)}
        onButtonClick={(v) => {
          setDraft(String(v));
          if (v >= min && v <= max && v !== value) onSave(v);
        }}
        onBlur={commit}
        onKeyDown={(e) => e.key === 'Enter' && commit()}
        aria-invalid={Boolean(error)}
      />
      {error && (
        <div className="bp6-form-helper-text" role="alert" style={{ color: '#cd4246' }}>
          {error}
        </div>
      )}
    </div>
  );
}
