import type { LogLevel } from '@nestjs/common';
import type { AppConfig } from './app-config.js';

const NEST_LEVELS: Record<AppConfig['logLevel'], LogLevel[] | false> = {
  silent: false,
  fatal: ['fatal'],
  error: ['fatal', 'error'],
  warn: ['fatal', 'error', 'warn'],
  info: ['fatal', 'error', 'warn', 'log'],
  debug: ['fatal', 'error', 'warn', 'log', 'debug'],
  trace: ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'],
};

/** Nest's own logger follows LOG_LEVEL like the request logger does. */
export function nestLogLevels(level: AppConfig['logLevel']): LogLevel[] | false {
  return NEST_LEVELS[level];
}
