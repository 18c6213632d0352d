import { z } from 'zod';
import { m } from '@/paraglide/messages.js';

// Fields without their own message get a localized generic one, evaluated at parse time.
z.config({
  customError: (issue) => {
    if (issue.code === 'too_small' && issue.origin === 'string') {
      return m.validation_too_short({ min: String(issue.minimum) });
    }
    if (issue.code === 'too_big' && issue.origin === 'string') {
      return m.validation_too_long({ max: String(issue.maximum) });
    }
    return m.validation_invalid();
  },
});
