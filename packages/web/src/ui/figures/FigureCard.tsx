import type { ReactNode } from 'react';
import { Card } from '@blueprintjs/core';
import './figures.css';

/**
 * One figure of a dashboard, as a card: its label over it, read together ('Pedidos: 1.234');
 * `wrap` makes the figure a link (to the records it counts).
 */
export function FigureCard({
  label,
  value,
  wrap,
}: {
  label: string;
  value: string;
  wrap?: (figure: ReactNode) => ReactNode;
}) {
  const figure = <strong className="dashboard-card-value">{value}</strong>;
  return (
    <Card className="dashboard-card" role="group" aria-label={`${label}: ${value}`}>
      <span className="dashboard-card-label">{label}</span>
      {wrap ? wrap(figure) : figure}
    </Card>
  );
}

/** The cards of a dashboard, side by side; `wide` for money figures. */
export function FigureCards({ children, wide }: { children: ReactNode; wide?: boolean }) {
  return <div className={`dashboard-cards${wide ? ' dashboard-cards-wide' : ''}`}>{children}</div>;
}
