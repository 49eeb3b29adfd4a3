import { useState } from 'react';
import { Dialog, DialogBody, FormGroup, NumericInput } from '@blueprintjs/core';
import { FormDialogFooter } from '../../ui/dialogs';
import { MSG, SNOOZE_MINUTES } from '@balcao/schema';

const valid = (n: number) => Number.isInteger(n) && n >= SNOOZE_MINUTES.min && n <= SNOOZE_MINUTES.max;

/** spec/01 §2 'Lembrar Após': minutes 1–60, default 1, CANCELAR / CONFIRMAR. */
export function SnoozeDialog({
  onConfirm,
  onClose,
}: {
  onConfirm: (minutes: number) => void;
  onClose: () => void;
}) {
  const [minutes, setMinutes] = useState<number>(SNOOZE_MINUTES.default);
  const error = valid(minutes) ? null : MSG.between(SNOOZE_MINUTES.min, SNOOZE_MINUTES.max);
  return (
    <Dialog
      isOpen
      isCloseButtonShown={false}
      title={MSG.snoozeTitle}
      onClose={onClose}
      style={{ width: 320 }}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!error) onConfirm(minutes);
        }}
      >
        <DialogBody>
          <FormGroup
            label="Minutos"
            labelFor="snooze-minutes"
            helperText={error}
            intent={error ? 'danger' : 'none'}
          >
            <NumericInput
              id="snooze-minutes"
              autoFocus
              fill
              min={SNOOZE_MINUTES.min}
              max={SNOOZE_MINUTES.max}
              stepSize={1}
              minorStepSize={null}
              clampValueOnBlur={false}
              value={Number.isNaN(minutes) ? '' : minutes}
              intent={error ? 'danger' : 'none'}
              onValueChange={(n) => setMinutes(n)}
            />
          </FormGroup>
        </DialogBody>
        <FormDialogFooter onCancel={onClose} submitText="CONFIRMAR" disabled={Boolean(error)} />
      </form>
    </Dialog>
  );
}
