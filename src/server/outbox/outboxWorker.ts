import { isInstalled } from '../install/installState.ts';
import { deliverDue, logPollFailure, settleOutbox } from './outboxDelivery.ts';

/** Every process polls; claims keep them from delivering one event twice at a time. */
const OUTBOX_POLL_MS = 2_000;

let timer: NodeJS.Timeout | undefined;
let running: Promise<void> | undefined;

async function poll(): Promise<void> {
  if (!isInstalled()) return;
  try {
    await deliverDue();
  } catch (error) {
    logPollFailure(error);
  }
}

/** Starts this process's outbox poller; it never keeps the process alive. */
export function startOutboxWorker(intervalMs: number = OUTBOX_POLL_MS): void {
  if (timer) return;
  timer = setInterval(() => {
    running ??= poll().finally(() => (running = undefined));
  }, intervalMs).unref();
}

/** Stops polling and waits for the deliveries under way (shutdown). */
export async function stopOutboxWorker(): Promise<void> {
  clearInterval(timer);
  timer = undefined;
  await running;
  await settleOutbox();
}
