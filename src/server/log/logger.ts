import pino from 'pino';
import { getEnv } from '../config/env.ts';

const env = getEnv();

// With LOG_FILE the same lines also go to that file; each stream takes the logger's own level.
function destination(): pino.DestinationStream | undefined {
  if (env.LOG_FILE === undefined || env.LOG_LEVEL === 'silent') return undefined;
  const level = env.LOG_LEVEL;
  return pino.multistream([
    { level, stream: pino.destination(1) },
    { level, stream: pino.destination({ dest: env.LOG_FILE, append: true, mkdir: true, sync: true }) },
  ]);
}

// Secrets never reach the logs: these paths are censored wherever they appear.
export const logger = pino(
  {
    level: env.LOG_LEVEL,
    redact: {
      paths: [
        'password',
        '*.password',
        '*.*.password',
        'rePassword',
        '*.rePassword',
        'token',
        'clientSecret',
        '*.clientSecret',
        '*.*.clientSecret',
        'apiKey',
        '*.apiKey',
        '*.*.apiKey',
        '*.token',
        'headers.authorization',
        'headers.cookie',
        '*.headers.authorization',
        '*.headers.cookie',
      ],
      censor: '[redacted]',
    },
  },
  destination(),
);
