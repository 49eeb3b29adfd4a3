/** Where an external system's HTTP adapter is: its URL, its bearer token and, when set, its deadline. */
export type HttpAdapterConfig = { url: string; token: string; timeoutMs?: number };

/**
 * Chooses an external system's adapter (the ERP, Neogrid, the ruler) by the environment, under
 * `<NAME>_…`: <NAME>_ADAPTER=simulated is the stand-in (demos, tests); <NAME>_ADAPTER=http, or
 * <NAME>_URL alone, is the real endpoint, which needs <NAME>_URL and <NAME>_TOKEN
 * (<NAME>_TIMEOUT_MS when a positive number; else the adapter's own deadline). Neither: the
 * stand-in outside production (`standIn`, the simulated one unless told); in production the
 * system is left unconfigured (null), so that nothing invented is ever shown as real.
 */
export function adapterFromEnv<A>(
  env: NodeJS.ProcessEnv,
  name: string,
  make: { simulated: () => A; http: (config: HttpAdapterConfig) => A; standIn?: () => A },
): A | null {
  const url = env[`${name}_URL`];
  const token = env[`${name}_TOKEN`];
  const kind = env[`${name}_ADAPTER`] || (url ? 'http' : '');
  if (kind === 'simulated') return make.simulated();
  if (kind === 'http') {
    if (!url || !token) throw new Error(`${name}_ADAPTER=http needs ${name}_URL and ${name}_TOKEN`);
    const timeout = Number(env[`${name}_TIMEOUT_MS`]);
    return make.http({ url, token, timeoutMs: timeout > 0 ? timeout : undefined });
  }
  if (kind) throw new Error(`${name}_ADAPTER must be simulated or http, not ${kind}`);
  return env.NODE_ENV === 'production' ? null : (make.standIn ?? make.simulated)();
}
