import { actionTitles } from '@balcao/schema/resources';
import type { ActionTitle_FieldsFragment as Title } from '../../__generated__/graphql';
import { actionTitleDocs } from '../../__generated__/resources';
import { ResourcePage, type ResourceUi } from '../resources';
import { ActionTitleActions } from './ActionTitleActions';

const UI: ResourceUi<Title, Title> = { below: (r) => r && <ActionTitleActions id={r.id} /> };

/** /administrative/titleAction: action titles (the answers a task offers), each with its actions. */
export function ActionTitlesPage() {
  return <ResourcePage def={actionTitles} docs={actionTitleDocs} ui={UI} dialog />;
}
