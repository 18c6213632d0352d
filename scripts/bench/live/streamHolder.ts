// A child process of the streams bench that holds the member event streams open
// (GET /api/user/msg_stream), so that the bench process measuring page views beside them shares no
// event loop, socket table or file-descriptor limit with them. Started by eventStreams.ts with its
// plan as JSON in argv[2]; answers 'status' and 'close' messages over IPC.
// Relative imports only: this runs with Node's type stripping.
import { readFileSync } from 'node:fs';
import { openStreams, type StreamPlan } from './streamOpener.ts';

export type { StreamPlan };

export type HolderMessage =
  | {
      type: 'opened';
      opened: number;
      firstEvents: number;
      errors: string[];
      openMs: number;
      firstEventMsP99: number;
      maxOpenFiles: number;
    }
  | { type: 'status'; open: number; errors: string[]; following: { asked: number; snapshots: number } };

/** The soft limit of open files this process runs under (`ulimit -n`), from /proc. */
function maxOpenFiles(): number {
  try {
    const match = /^Max open files\s+(\d+|unlimited)/m.exec(readFileSync('/proc/self/limits', 'utf8'));
    return match?.[1] === 'unlimited' ? Infinity : Number(match?.[1] ?? 0);
  } catch {
    return 0;
  }
}

// The bench went away (crashed or killed): nothing is left to hold the streams for.
process.on('disconnect', () => process.exit(0));

const plan = JSON.parse(process.argv[2]!) as StreamPlan;
const held = await openStreams(plan);
const opened: HolderMessage = {
  type: 'opened',
  opened: held.opened,
  firstEvents: held.firstEvents,
  errors: held.errors(),
  openMs: held.openMs,
  firstEventMsP99: held.firstEventMsP99,
  maxOpenFiles: maxOpenFiles(),
};
process.send!(opened);

process.on('message', (message: { type: string }) => {
  if (message.type === 'status') {
    const status: HolderMessage = {
      type: 'status',
      open: held.open(),
      errors: held.errors(),
      following: held.following(),
    };
    process.send!(status);
  } else if (message.type === 'close') {
    held.close();
    process.disconnect();
    process.exit(0);
  }
});
