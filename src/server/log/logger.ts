import pino from 'pino';
import { getEnv } from '../config/env.ts';

// Secrets never reach the logs: these paths are censored wherever they appear.
export const logger = pino({
  level: getEnv().LOG_LEVEL,
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
});
