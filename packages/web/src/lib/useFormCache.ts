import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import {
  ClearFormCacheModuleDocument,
  DeleteFormCacheEntryDocument,
  FormCacheEntryDocument,
  SaveFormCacheEntryDocument,
} from '../__generated__/graphql';
import {
  clearModuleFormCache,
  readFormCache,
  removeFormCache,
  writeFormCache,
  type CachedForm,
} from './formCache';
import { notify } from './toaster';

type Options = {
  module: string;
  /** The record's id; null while it is a new one. */
  id: string | null;
  /** The form's current values. */
  values: () => Record<string, unknown>;
  /** Puts cached values into the form. */
  apply: (data: Record<string, unknown>) => void;
};

/**
 * The form cache of a record (spec/02 §2, §7): save in this browser, sync with the server (the newer
 * side wins), clear this record's cache, clear the module's; and, on opening, the offer to restore
 * what was kept.
 */
export function useFormCache({ module, id, values, apply }: Options) {
  const client = useApolloClient();
  const [local, setLocal] = useState<CachedForm | null>(() => readFormCache(module, id));
  const [offer, setOffer] = useState<CachedForm | null>(() => readFormCache(module, id));

  const save = () => {
    setLocal(writeFormCache(module, id, values()));
    notify.success('Cache do formulário salvo');
  };

  const sync = async () => {
    try {
      const { data } = await client.query({
        query: FormCacheEntryDocument,
        variables: { module, id },
        fetchPolicy: 'network-only',
      });
      const server = data?.formCache;
      const mine = readFormCache(module, id);
      if (server && (!mine || server.cacheUpdatedAt > mine.cacheUpdatedAt)) {
        const data = server.data as Record<string, unknown>;
        apply(data);
        setLocal(writeFormCache(module, id, data, new Date(server.cacheUpdatedAt)));
      } else {
        const sent = mine?.data ?? values();
        await client.mutate({
          mutation: SaveFormCacheEntryDocument,
          variables: { input: { module, id, new: id === null, data: sent } },
        });
        setLocal(mine ?? writeFormCache(module, id, sent));
      }
      notify.success('Cache sincronizado com o servidor');
    } catch {
      /* the error link shows what went wrong */
    }
  };

  const clearRecord = async () => {
    removeFormCache(module, id);
    setLocal(null);
    setOffer(null);
    await client
      .mutate({ mutation: DeleteFormCacheEntryDocument, variables: { module, id } })
      .catch(() => undefined);
    notify.success('Cache deste registro removido');
  };

  const clearModule = async () => {
    clearModuleFormCache(module);
    setLocal(null);
    setOffer(null);
    await client
      .mutate({ mutation: ClearFormCacheModuleDocument, variables: { module } })
      .catch(() => undefined);
    notify.success('Cache do módulo removido');
  };

  /** After the record is saved: its cache is no longer needed, here or on the server. */
  const forget = () => {
    removeFormCache(module, id);
    setLocal(null);
    setOffer(null);
    void client
      .mutate({ mutation: DeleteFormCacheEntryDocument, variables: { module, id } })
      .catch(() => undefined);
  };

  return {
    forget,
    /** The offer to restore a kept cache, wired to this cache; null when there is none. */
    offer: offer && {
      cachedAt: offer.cacheUpdatedAt,
      onRestore: () => {
        apply(offer.data);
        setOffer(null);
      },
      onDiscard: () => setOffer(null),
    },
    /** The form's cache dial, wired to this cache. */
    dial: {
      cachedAt: local,
      onSave: save,
      onSync: () => void sync(),
      onClearRecord: () => void clearRecord(),
      onClearModule: () => void clearModule(),
    },
  };
}
