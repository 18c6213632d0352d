import '@/i18n/serverLocale.ts';
import '@/shared/validation/zodErrors.ts';

process.env.LOG_LEVEL ??= 'silent';
