// One JSON line per event on stdout/stderr: journald on the mini-PC keeps and rotates them.
export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

export const consoleLogger: Logger = {
  info: (message, fields) => console.log(JSON.stringify({ level: 'info', message, ...fields })),
  error: (message, fields) => console.error(JSON.stringify({ level: 'error', message, ...fields })),
};

/** Keeps events in memory: for tests that assert on what was logged. */
export function memoryLogger(): Logger & {
  events: { level: string; message: string; fields?: Record<string, unknown> }[];
} {
  const events: { level: string; message: string; fields?: Record<string, unknown> }[] = [];
  return {
    events,
    info: (message, fields) => events.push({ level: 'info', message, fields }),
    error: (message, fields) => events.push({ level: 'error', message, fields }),
  };
}
