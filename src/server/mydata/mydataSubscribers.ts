import { subscribeOutside } from '../events/eventBus.ts';
import { expireExport, prepareExport } from './accountExport.commands.ts';
import { eraseAccount } from './eraseAccount.ts';

// Each writes files or runs several transactions of its own (the erasure, then the recounts).
subscribeOutside('account.export', (event, db) => prepareExport(event, db));
subscribeOutside('account.export.expire', expireExport);
subscribeOutside('account.erase', (event, db) => eraseAccount(event, db));
