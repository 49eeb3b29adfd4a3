import { Button, type IconName } from '@blueprintjs/core';
import { BADGE_CAP } from '@balcao/schema';
import './notifications.css';

/** spec/01 §9: badge values are capped at 99. */
export const badgeText = (count: number) => (count > BADGE_CAP ? `${BADGE_CAP}+` : String(count));

/** A top-bar button with its count badge; the badge is part of the accessible name's description. */
export function CountButton(props: { icon: IconName; label: string; count: number; onClick: () => void }) {
  const { icon, label, count, onClick } = props;
  return (
    <span className="count-button">
      <Button variant="minimal" icon={icon} aria-label={label} onClick={onClick} />
      {count > 0 && (
        <span className="count-badge" role="status" aria-label={`${label}: ${count}`}>
          {badgeText(count)}
        </span>
      )}
    </span>
  );
}
