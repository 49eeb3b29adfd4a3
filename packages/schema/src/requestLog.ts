/**
 * A server's request log (Node only, through `@balcao/schema/tracing`): one line per request, its
 * lines off the requests' path, and each request's logger made only when it writes.
 */
import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';
import pino from 'pino';

/**
 * Fastify's lines of a request made one, written once it is answered: its method, URL, status and
 * time ('request completed', or 'request errored' at error level), nothing when it arrives.
 * Fastify's other lines (errors it handles, 404s) stay.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest() {}
  override requestCompleted(error: Error | null | undefined, req: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(req)) return;
    const line = { req, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

/**
 * Where a server's log lines go: its standard output, off the requests' path. Lines are gathered
 * and written 4 KB at a time, or a second after the first at the latest (one write for many
 * requests instead of one each), and what is left is written when the process exits.
 */
export const logDestination = (): pino.DestinationStream =>
  pino.destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: 1000 });
/** A request logger's mark: its lines carry the trace id bound to it, the mixin adds none. */
export const BOUND = Symbol('balcao.traceBound');

type LevelName = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
export type PinoLike = FastifyBaseLogger & {
  isLevelEnabled(level: string): boolean;
  levels: { values: Record<string, number> };
};
type ChildOptions = Parameters<FastifyBaseLogger['child']>[1] & { level?: string };

/**
 * A request's logger, made for real on its first line at a level that is on: until then it costs
 * an object. The child it makes binds the request's id and trace id, as Fastify's own would.
 */
export class RequestLogger {
  private made: FastifyBaseLogger | null = null;
  constructor(
    private readonly parent: PinoLike,
    private readonly bindings: Record<string, unknown>,
    private readonly opts: ChildOptions,
    private readonly traceIdOf: () => string,
  ) {}

  private real(): FastifyBaseLogger {
    if (!this.made) {
      const child = this.parent.child({ ...this.bindings, traceId: this.traceIdOf() }, this.opts);
      Object.defineProperty(child, BOUND, { value: true });
      this.made = child;
    }
    return this.made;
  }

  private on(level: LevelName): boolean {
    if (this.made) return true;
    const own = this.opts.level;
    if (!own) return this.parent.isLevelEnabled(level);
    const values = this.parent.levels.values;
    return (values[level] ?? 0) >= (values[own] ?? Infinity);
  }

  get level(): string {
    return this.made ? this.made.level : (this.opts.level ?? this.parent.level);
  }
  set level(level: string) {
    this.real().level = level;
  }
  /** A line at `level`, written (and the logger made) only when that level is on. */
  private write(level: LevelName, args: unknown[]) {
    if (this.on(level)) (this.real()[level] as (...a: unknown[]) => void)(...args);
  }
  fatal(...args: unknown[]) {
    this.write('fatal', args);
  }
  error(...args: unknown[]) {
    this.write('error', args);
  }
  warn(...args: unknown[]) {
    this.write('warn', args);
  }
  info(...args: unknown[]) {
    this.write('info', args);
  }
  debug(...args: unknown[]) {
    this.write('debug', args);
  }
  trace(...args: unknown[]) {
    this.write('trace', args);
  }
  silent() {}
  isLevelEnabled(level: LevelName) {
    return this.made ? (this.made as PinoLike).isLevelEnabled(level) : this.on(level);
  }
  child(bindings: Record<string, unknown>, opts?: ChildOptions): FastifyBaseLogger {
    return this.real().child(bindings, opts);
  }
}
