import { COMPONENT_FIELDS_CACHE, FORM_CACHE_PREFIX } from '@balcao/schema';

/** A form's unsaved data in this browser, with when it was first and last kept (spec/02 §7, §9). */
export type CachedForm = { data: Record<string, unknown>; cacheCreatedAt: string; cacheUpdatedAt: string };

/** 'form-cache:' + module + id (the record id, or 'new' for one not yet saved). */
export const formCacheKey = (module: string, id: string | null | undefined) =>
  `${FORM_CACHE_PREFIX}${module}${id ?? 'new'}`;

function parse<T>(key: string): T | null {
  const raw = localStorage.getItem(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch (err) {
    // A cache that does not parse is reported and treated as empty.
    console.warn(`form cache ${key} could not be read`, err);
    return null;
  }
}

export function readFormCache(module: string, id: string | null | undefined): CachedForm | null {
  const c = parse<CachedForm>(formCacheKey(module, id));
  return c && typeof c === 'object' && c.data && typeof c.data === 'object' ? c : null;
}

export function writeFormCache(
  module: string,
  id: string | null | undefined,
  data: Record<string, unknown>,
  now = new Date(),
): CachedForm {
  const previous = readFormCache(module, id);
  const entry = {
    data,
    cacheCreatedAt: previous?.cacheCreatedAt ?? now.toISOString(),
    cacheUpdatedAt: now.toISOString(),
  };
  localStorage.setItem(formCacheKey(module, id), JSON.stringify(entry));
  return entry;
}

export const removeFormCache = (module: string, id: string | null | undefined) =>
  localStorage.removeItem(formCacheKey(module, id));

/** Removes every cached form of the module in this browser; answers how many. */
export function clearModuleFormCache(module: string): number {
  const prefix = `${FORM_CACHE_PREFIX}${module}`;
  const keys: string[] = [];
  for (let i = 0; i < localStorage.length; i++) {
    const k = localStorage.key(i);
    if (k?.startsWith(prefix) && /^(new|\d+)$/.test(k.slice(prefix.length))) keys.push(k);
  }
  keys.forEach((k) => localStorage.removeItem(k));
  return keys.length;
}

type ComponentFields = { createdAt: number; value: unknown };

/** 'persist:componentsFields': kept for 8 hours from when it was created, then gone. */
export function readComponentFields(now = Date.now()): unknown {
  const c = parse<ComponentFields>(COMPONENT_FIELDS_CACHE.key);
  if (!c || typeof c.createdAt !== 'number') return null;
  if (now - c.createdAt >= COMPONENT_FIELDS_CACHE.ttlMs) {
    localStorage.removeItem(COMPONENT_FIELDS_CACHE.key);
    return null;
  }
  return c.value;
}

export function writeComponentFields(value: unknown, now = Date.now()) {
  const c = parse<ComponentFields>(COMPONENT_FIELDS_CACHE.key);
  const createdAt =
    c && typeof c.createdAt === 'number' && now - c.createdAt < COMPONENT_FIELDS_CACHE.ttlMs
      ? c.createdAt
      : now;
  localStorage.setItem(COMPONENT_FIELDS_CACHE.key, JSON.stringify({ createdAt, value }));
}
