// Stands in for the federation SDK's logger in the browser build (build/lean-libraries.cjs): the same messages to the
// console with the same prefix, without the SDK's delegate fallbacks and debug-mode stack capture (the build-time
// infrastructure logger does not run in a browser).
class ConsoleLogger {
  constructor(prefix) {
    this.prefix = prefix;
  }

  setPrefix(prefix) {
    this.prefix = prefix;
  }

  setDelegate() {}

  log(...args) {
    console.log(this.prefix, ...args);
  }

  info(...args) {
    console.info(this.prefix, ...args);
  }

  warn(...args) {
    console.warn(this.prefix, ...args);
  }

  error(...args) {
    console.error(this.prefix, ...args);
  }

  debug() {}
}
ConsoleLogger.prototype.success = ConsoleLogger.prototype.info;
ConsoleLogger.prototype.ready = ConsoleLogger.prototype.info;

export const createLogger = (prefix) => new ConsoleLogger(prefix);
export const createInfrastructureLogger = createLogger;
export const bindLoggerToCompiler = () => {};
export const logger = createLogger('[ Module Federation ]');
export const infrastructureLogger = createLogger('[ Module Federation ]');
