// `node scripts/builtinDatabase.ts run PROGRAM [ARGS…]`: runs a client program (mariadb-dump, mariadb)
// against the built-in database of DATA_DIR (decision 067). When the forum is stopped, the server is
// started for the program alone (initialised first in an empty data folder, as a restore needs) and
// stopped after it. Used by scripts/backup-lib.sh; logs go to stderr, the program's output is its own.
import { spawn } from 'node:child_process';
import { userInfo } from 'node:os';
import { resolve } from 'node:path';
import { builtinDatabasePaths } from '../src/server/builtinDb/builtinDatabasePaths.ts';
import { BuiltinDatabaseServer } from '../src/server/builtinDb/builtinDatabaseServer.ts';

function runProgram(program: string, args: string[]): Promise<number> {
  return new Promise((done) => {
    const child = spawn(program, args, { stdio: 'inherit' });
    child.once('error', (error) => {
      console.error(`${program}: ${error.message}`);
      done(127);
    });
    child.once('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

async function main(): Promise<number> {
  const [command, program, ...args] = process.argv.slice(2);
  if (command !== 'run' || !program) {
    console.error('usage: node scripts/builtinDatabase.ts run PROGRAM [ARGS…]');
    return 2;
  }
  const paths = builtinDatabasePaths(resolve(process.env.DATA_DIR ?? './data'));
  const { uid, username } = userInfo();
  const server = new BuiltinDatabaseServer(paths, { uid, username }, (message) =>
    console.error(`Plaza: ${message}`),
  );
  if (await server.isAnswering()) return runProgram(program, args);
  await server.start();
  try {
    return await runProgram(program, args);
  } finally {
    await server.stop();
  }
}

process.exitCode = await main();
