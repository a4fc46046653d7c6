import { pino, type Logger } from 'pino';
import type { Config } from '../config/index.js';

export type { Logger };

/** JSON lines in production and tests; pretty lines for a developer's terminal. */
export function createLogger(config: Pick<Config, 'NODE_ENV' | 'LOG_LEVEL'>): Logger {
  const pretty = config.NODE_ENV === 'development' && process.stdout.isTTY;
  return pino({
    level: config.LOG_LEVEL,
    base: undefined,
    redact: { paths: ['req.headers.cookie', 'password', '*.password', 'currentPassword', 'newPassword'], censor: '[redacted]' },
    ...(pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' } } } : {}),
  });
}
