import { useEffect, useState } from 'react';
import { OFFLINE_DETECTION_MS } from '@balcao/schema';

/** Online or offline, applied after the spec's 100 ms so a flicker does not show. */
export function useOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const update = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setOnline(navigator.onLine), OFFLINE_DETECTION_MS);
    };
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}
