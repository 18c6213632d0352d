import { subscribeOutside } from '../events/eventBus.ts';
import { digestBatchHandler } from './digestBatch.ts';

// A batch reads through several connections and records each digest in its own transaction.
subscribeOutside('digest.batch', digestBatchHandler);
