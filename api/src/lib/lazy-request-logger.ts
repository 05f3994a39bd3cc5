// Each request's `request.log` is a pino child bound to its request id. Made for every request, it cost 6–8 % of a
// signed-in call (BENCHMARKS.md); most requests log nothing, so the child is made when something is logged.
import type { FastifyBaseLogger } from 'fastify';

type Bindings = Record<string, unknown>;
const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
type Level = (typeof LEVELS)[number];

class LazyRequestLogger {
  #child: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: object,
  ) {}

  private get logger(): FastifyBaseLogger {
    this.#child ??= this.parent.child(this.bindings, this.options);
    return this.#child;
  }

  write(level: Level, args: unknown[]): void {
    const logger = this.logger;
    (logger[level] as (...values: unknown[]) => void).apply(logger, args);
  }

  get level(): string {
    return this.#child?.level ?? this.parent.level;
  }

  set level(level: string) {
    this.logger.level = level;
  }

  child(bindings: Bindings, options?: object): FastifyBaseLogger {
    return this.logger.child(bindings, options);
  }
}

// info(…), error(…) and the other levels: each writes through the child, made on the first line.
Object.assign(
  LazyRequestLogger.prototype,
  Object.fromEntries(
    LEVELS.map((level) => [
      level,
      function (this: LazyRequestLogger, ...args: unknown[]) {
        this.write(level, args);
      },
    ]),
  ),
);

/** Fastify's `childLoggerFactory`: the request's logger, made into a pino child on its first line. */
export function lazyRequestLogger(parent: FastifyBaseLogger, bindings: Bindings, options: object): FastifyBaseLogger {
  return new LazyRequestLogger(parent, bindings, options) as unknown as FastifyBaseLogger;
}
