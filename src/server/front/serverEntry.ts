// The server build's entry (serverEntryPlugin.ts): the adapter's own exports, the front door and the
// app's shutdown hooks, bundled with the app so that all use the same modules (one page cache, one
// database pool, one list of hooks) and the launcher reaches the app only through these exports.
export { handler, startServer } from '@astrojs/node/server.js';
export { openBuiltFrontDoor } from './frontDoor.ts';
export { runShutdownHooks } from '../shutdown/shutdownHooks.ts';
export { provideBuiltinDatabaseControl } from '../builtinDb/builtinDatabaseControl.ts';
