import { subscribeOutside } from '../events/eventBus.ts';
import { isMailError, sendMail } from './sendMail.ts';

// Sending is the outbox's one effect outside the database: a failure leaves the event to be tried
// again with backoff. A forum whose SMTP settings were removed meanwhile drops the mail.
subscribeOutside('mail.requested', async (event, db) => {
  try {
    await sendMail(event.mail, db);
  } catch (error) {
    if (!isMailError(error) || error.reason !== 'not-configured') throw error;
  }
  return [];
});
