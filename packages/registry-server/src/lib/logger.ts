export interface Logger {
  info(message: string, extra?: Record<string, unknown>): void;
  warn(message: string, extra?: Record<string, unknown>): void;
  error(message: string, extra?: Record<string, unknown>): void;
}

function line(level: string, message: string, extra?: Record<string, unknown>): string {
  const time = new Date().toISOString();
  return extra && Object.keys(extra).length ? `${time} ${level} ${message} ${JSON.stringify(extra)}` : `${time} ${level} ${message}`;
}

export const consoleLogger: Logger = {
  info: (m, e) => console.log(line('INFO', m, e)),
  warn: (m, e) => console.warn(line('WARN', m, e)),
  error: (m, e) => console.error(line('ERROR', m, e)),
};

export const silentLogger: Logger = { info() {}, warn() {}, error() {} };
