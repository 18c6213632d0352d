import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';

/** A redis-server of a spec's own (no persistence), which the spec may stop and start again. */
export interface PrivateRedis {
  readonly url: string;
  start(): Promise<void>;
  /** Kills the server at once, as a crash or a network loss would look to the forum. */
  kill(): Promise<void>;
}

function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.setTimeout(500);
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

export function privateRedis(port: number): PrivateRedis {
  let child: ChildProcess | undefined;
  return {
    url: `redis://127.0.0.1:${port}`,
    async start() {
      let output = '';
      child = spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        {
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const deadline = Date.now() + 10_000;
      while (!(await answersPing(port))) {
        if (child.exitCode !== null || Date.now() > deadline)
          throw new Error(`redis-server on ${port} did not start:\n${output}`);
        await new Promise((done) => setTimeout(done, 50));
      }
    },
    async kill() {
      const running = child;
      child = undefined;
      if (!running || running.exitCode !== null) return;
      await new Promise<void>((done) => {
        running.once('exit', () => done());
        running.kill('SIGKILL');
      });
    },
  };
}
