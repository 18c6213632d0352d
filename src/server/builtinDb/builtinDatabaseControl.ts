// No imports: scripts/serve.ts and the server build both load this, and must share one control.

export type BuiltinDatabaseAvailability = { available: true } | { available: false; reason: string };

/**
 * How the app reaches the built-in database's supervisor, which lives in the launcher's primary
 * process (decision 067): set by scripts/serve.ts, directly in a single process, over the
 * cluster's IPC channel in a worker. Absent when the app was started otherwise (astro dev).
 */
export interface BuiltinDatabaseControl {
  availability: BuiltinDatabaseAvailability;
  /** Starts the server (initialising it on first use); resolves once it answers on its socket. */
  start(): Promise<void>;
}

// A registered symbol: the launcher's copy of this module and the build's copy see the same slot.
const CONTROL = Symbol.for('plaza.builtinDatabaseControl');

type WithControl = { [CONTROL]?: BuiltinDatabaseControl };

export function provideBuiltinDatabaseControl(control: BuiltinDatabaseControl): void {
  (globalThis as WithControl)[CONTROL] = control;
}

export function builtinDatabaseControl(): BuiltinDatabaseControl | undefined {
  return (globalThis as WithControl)[CONTROL];
}
