import { subscribeOutside } from '../events/eventBus.ts';
import { sendPush } from './sendPush.ts';

// A request to a push service cannot sit in a transaction; a crash after it repeats the push,
// which the notification's tag collapses on the device.
subscribeOutside('push.requested', async (event, db) => {
  await sendPush(event, db);
  return [];
});
