import { displayOf, type ResourceDef } from '@balcao/schema/resources';

/** A record's figures as a description list's entries: each field's label, then its value or '—'. */
export function RecordFigures<Rec>({
  def,
  record,
  keys,
}: {
  def: ResourceDef;
  record: Rec;
  keys: readonly (keyof Rec & string)[];
}) {
  return (
    <>
      {keys.map((key) => (
        <div key={key}>
          <dt>{def.fields[key]!.label}</dt>
          <dd>{displayOf(def, key, record[key]) || '—'}</dd>
        </div>
      ))}
    </>
  );
}
