import { useEffect, useState } from 'react';
import { sessionStorage } from './sessionStorage';

/**
 * An image behind the gateway's file routes as an object URL: <img> cannot send the bearer token,
 * so the bytes are fetched with it. `version` changes when the image does (e.g. its stored path).
 */
export function useAuthorizedImage(url: string | null, version?: string | null): string | null {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (!url) {
      setSrc(null);
      return;
    }
    let objectUrl: string | null = null;
    let live = true;
    const token = sessionStorage.token();
    fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} })
      .then(async (res) => {
        if (!res.ok || !live) return setSrc(null);
        objectUrl = URL.createObjectURL(await res.blob());
        if (live) setSrc(objectUrl);
      })
      .catch(() => live && setSrc(null));
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url, version]);
  return src;
}
