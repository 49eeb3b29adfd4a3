import { Callout } from '@blueprintjs/core';

/** The form's error summary, announced to screen readers. */
export function FormSummary({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <Callout intent="danger" role="alert" className="form-summary">
      {text}
    </Callout>
  );
}
