import { createLogger, type Logger } from '#server/logger.ts'

import type { Settings } from './env'

const loggers = new Map<Settings['LOG_LEVEL'], Logger>()

/**
 * The server's logger at the configured level, for code React Router calls
 * (handleError, rendering) where only the load context's settings are at hand.
 */
export function serverLogger(settings: Pick<Settings, 'LOG_LEVEL'>): Logger {
  let logger = loggers.get(settings.LOG_LEVEL)
  if (!logger) {
    logger = createLogger(settings.LOG_LEVEL)
    loggers.set(settings.LOG_LEVEL, logger)
  }
  return logger
}
