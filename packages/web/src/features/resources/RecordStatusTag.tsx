import { Tag, type Intent } from '@blueprintjs/core';
import { displayOf, type ResourceDef } from '@balcao/schema/resources';

/**
 * A record's status beside its title, in its area's words (`def`'s status field) and in the colour
 * `intents` gives it (none for a status it does not name).
 */
export function RecordStatusTag({
  def,
  status,
  intents,
}: {
  def: ResourceDef;
  status: string | null | undefined;
  intents: Readonly<Record<string, Intent>>;
}) {
  return (
    <Tag minimal intent={intents[status ?? ''] ?? 'none'} className="title-tag">
      {displayOf(def, 'status', status)}
    </Tag>
  );
}
