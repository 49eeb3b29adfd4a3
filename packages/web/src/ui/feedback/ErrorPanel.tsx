import { Button, NonIdealState, type NonIdealStateProps } from '@blueprintjs/core';
import { MSG } from '@balcao/schema';

type Props = {
  title: string;
  description?: string;
  layout?: NonIdealStateProps['layout'];
  /** Asks again (a query's refetch); without it, the screen is loaded again. */
  onRetry?: () => void;
};

/** A panel that says what could not be loaded, with 'Tentar novamente'. */
export function ErrorPanel({ title, description, layout, onRetry }: Props) {
  return (
    <NonIdealState
      icon="error"
      title={title}
      description={description}
      layout={layout}
      action={
        <Button icon="refresh" text={MSG.tryAgain} onClick={onRetry ?? (() => window.location.reload())} />
      }
    />
  );
}
