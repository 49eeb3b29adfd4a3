import { useMutation, useQuery } from '@apollo/client/react';
import { MSG } from '@balcao/schema';
import { notify } from '../../lib/toaster';
import { OWN_ERROR_TEXT } from '../../lib/ownErrorText';
import {
  MessageBoardPreviewPaneDocument,
  SetMessageBoardPreviewPaneDocument,
} from '../../__generated__/graphql';

/** Whether the user's board shows the preview pane, and the switch that keeps his choice on the server. */
export function usePreviewPane(): [boolean, (show: boolean) => void] {
  const { data } = useQuery(MessageBoardPreviewPaneDocument);
  const [save] = useMutation(SetMessageBoardPreviewPaneDocument, {
    ...OWN_ERROR_TEXT,
    update: (cache, { data: saved }) =>
      cache.writeQuery({
        query: MessageBoardPreviewPaneDocument,
        data: { messageBoardPreviewPane: saved?.setMessageBoardPreviewPane ?? false },
      }),
  });
  const set = (show: boolean) =>
    void save({
      variables: { show },
      optimisticResponse: { setMessageBoardPreviewPane: show },
    }).catch(() => notify.error(MSG.previewPaneFailed));
  return [data?.messageBoardPreviewPane ?? false, set];
}
