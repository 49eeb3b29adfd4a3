import { Fragment, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { matchRoute } from '@balcao/schema';
import { useCan } from '../access';

/** The modes a record's form opens in; 'workflow' is the view beside the record's execution panel. */
export type RecordMode = 'create' | 'edit' | 'view' | 'workflow';

/**
 * One record area's routes: the list at its base, and /create, /edit/:id, /view/:id, /workflow/:id
 * and /historic/:id (and its own /pdf/:id and /import screens, where it has them). Create and edit need the module's INCLUIR and EDITAR, import its IMPORTACAO_EM_MASSA; an edit address without
 * EDITAR opens the record read-only. Each variant is its own element (keyed by mode and id), so
 * moving from one record or mode to another starts a fresh form.
 */
export function RecordPage({
  module,
  list,
  form,
  workflow,
  history,
  screens,
}: {
  /** The permission module of the record (its actions INCLUIR, EDITAR). */
  module: string;
  list: ReactNode;
  form: (mode: 'create' | 'edit' | 'view', id?: string) => ReactNode;
  /** The record beside its workflow panel; without it /workflow/:id shows the list. */
  workflow?: (id: string) => ReactNode;
  history: (id: string) => ReactNode;
  /** The area's own screens at /pdf/:id and /import, where its route declares them. */
  screens?: { pdf?: (id: string) => ReactNode; import?: () => ReactNode };
}) {
  const { pathname } = useLocation();
  const can = useCan();
  const match = matchRoute(pathname);
  const variant = match?.variant;
  // The segment after the variant: /client/buyers/view/12 → 12.
  const id = pathname.split('/').filter(Boolean)[
    match ? match.route.path.split('/').filter(Boolean).length + 1 : -1
  ];
  const keyed = (key: string, node: ReactNode) => <Fragment key={`${key}-${id ?? ''}`}>{node}</Fragment>;
  if (variant === 'historic' && id) return keyed('historic', history(id));
  if (variant === 'create' && can(module, 'INCLUIR')) return keyed('create', form('create'));
  if (variant === 'edit' && id && can(module, 'EDITAR')) return keyed('edit', form('edit', id));
  if (variant === 'workflow' && id && workflow) return keyed('workflow', workflow(id));
  if (variant === 'pdf' && id && screens?.pdf) return keyed('pdf', screens.pdf(id));
  if (variant === 'import' && screens?.import && can(module, 'IMPORTACAO_EM_MASSA'))
    return keyed('import', screens.import());
  if ((variant === 'view' || variant === 'edit') && id) return keyed('view', form('view', id));
  return list;
}
