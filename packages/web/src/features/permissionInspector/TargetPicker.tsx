import { Button, FormGroup, MenuItem, SegmentedControl } from '@blueprintjs/core';
import { Select } from '@blueprintjs/select';
import { MODULES, ROUTES, SELECT_MENU_HEIGHT } from '@balcao/schema';
import { optionRenderer } from '../../ui/form';

export type Target = { kind: 'route' | 'module'; value: string | null };
type Option = { value: string; label: string; hint: string };

const ROUTE_OPTIONS: Option[] = ROUTES.filter((r) => r.path !== '/')
  .map((r) => ({ value: r.path, label: r.title, hint: r.path }))
  .sort((a, b) => a.label.localeCompare(b.label, 'pt-BR'));
const MODULE_OPTIONS: Option[] = MODULES.map((m) => ({ value: m.name, label: m.label, hint: m.name })).sort(
  (a, b) => a.label.localeCompare(b.label, 'pt-BR'),
);

const matches = (q: string, o: Option) =>
  `${o.label} ${o.hint}`.toLocaleLowerCase('pt-BR').includes(q.toLocaleLowerCase('pt-BR'));

/** A route of the catalogue (with its menu rule) or one module, chosen from a filterable list. */
export function TargetPicker({ value, onChange }: { value: Target; onChange: (t: Target) => void }) {
  const options = value.kind === 'route' ? ROUTE_OPTIONS : MODULE_OPTIONS;
  const chosen = options.find((o) => o.value === value.value);
  const label = value.kind === 'route' ? 'Rota' : 'Módulo';
  return (
    <div className="inspector-target">
      <FormGroup label="Inspecionar por">
        <SegmentedControl
          aria-label="Inspecionar por"
          options={[
            { label: 'Rota', value: 'route' },
            { label: 'Módulo', value: 'module' },
          ]}
          value={value.kind}
          onValueChange={(kind) => onChange({ kind: kind as Target['kind'], value: null })}
        />
      </FormGroup>
      <FormGroup label={label} labelFor="inspector-target" labelInfo="(obrigatório)">
        <Select<Option>
          items={options}
          itemPredicate={matches}
          itemRenderer={optionRenderer(value.value)}
          noResults={<MenuItem disabled roleStructure="listoption" text="Nada encontrado" />}
          onItemSelect={(o) => onChange({ ...value, value: o.value })}
          inputProps={{ placeholder: 'Filtrar…', 'aria-label': `Filtrar ${label.toLowerCase()}` }}
          menuProps={{ 'aria-label': label, style: { maxHeight: SELECT_MENU_HEIGHT, overflowY: 'auto' } }}
          popoverProps={{ minimal: true }}
        >
          <Button
            id="inspector-target"
            text={chosen ? `${chosen.label} — ${chosen.hint}` : 'Selecione'}
            endIcon="caret-down"
            alignText="start"
            className="inspector-target-button"
          />
        </Select>
      </FormGroup>
    </div>
  );
}
