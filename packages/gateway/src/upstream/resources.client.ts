import type { ResourceDef } from '@balcao/schema/resources';
import type { Http } from './http.js';
import { listCall, type Page } from './list.js';

type Json = Record<string, unknown>;
const enc = encodeURIComponent;

/**
 * What a record kit area's input is on the wire: ids of references and whole numbers as numbers
 * (GraphQL carries them as ID strings), an absent value left out for the services' default.
 */
export function wireInput(def: ResourceDef, input: Json): Json {
  const out: Json = {};
  for (const [key, v] of Object.entries(input)) {
    if (v === null || v === undefined) continue;
    const type = def.fields[key]?.type;
    out[key] =
      type === 'ref' || type === 'int' ? Number(v) : type === 'refList' ? (v as unknown[]).map(Number) : v;
  }
  return out;
}

/** One kit area's REST calls (services kit/routes.ts), under /services/<rest>. */
export function resourceClient(http: Http, token: string | null, def: ResourceDef) {
  const base = `/services/${def.rest}`;
  // Where the upstream answers a write with its status alone (spec/02 §7), the mutation answers true.
  const written = (record: Json | null) => (def.writeAnswer === 'status' ? true : record);
  return {
    list: listCall<Page<Json>>(http, token, base),
    get: (id: string) => http.request<Json>('GET', `${base}/${enc(id)}`, token),
    create: async (input: Json) =>
      written(await http.request<Json | null>('POST', base, token, wireInput(def, input))),
    update: async (id: string, input: Json) =>
      written(await http.request<Json | null>('PUT', `${base}/${enc(id)}`, token, wireInput(def, input))),
    requestChange: (id: string, input: Json) =>
      http.request<Json>('POST', `${base}/${enc(id)}/change-request`, token, wireInput(def, input)),
    setActive: (id: string, active: boolean) =>
      http.request<Json>('PATCH', `${base}/${enc(id)}/active`, token, { active }),
    remove: async (id: string) =>
      (await http.request<{ success: boolean }>('DELETE', `${base}/${enc(id)}`, token)).success,
  };
}

/** The clients of every kit area, made for a request as it reaches one. */
export const resourcesClient = (http: Http, token: string | null) => (def: ResourceDef) =>
  resourceClient(http, token, def);
