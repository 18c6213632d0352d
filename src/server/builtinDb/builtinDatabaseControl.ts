// No imports: scripts/serve.ts and the server build both load this file (each its own copy).

export type BuiltinDatabaseAvailability = { available: true } | { available: false; reason: string };

/**
 * How the app reaches the built-in database's supervisor, which lives in the launcher's primary
 * process (decision 067): handed to the build by scripts/serve.ts through the entry's export
 * (serverEntry.ts), acting directly in a single process and over the cluster's IPC channel in a
 * worker. Absent when the app was started otherwise (astro dev).
 */
export interface BuiltinDatabaseControl {
  availability: BuiltinDatabaseAvailability;
  /** Starts the server (initialising it on first use); resolves once it answers on its socket. */
  start(): Promise<void>;
}

let provided: BuiltinDatabaseControl | undefined;

export function provideBuiltinDatabaseControl(control: BuiltinDatabaseControl): void {
  provided = control;
}

export function builtinDatabaseControl(): BuiltinDatabaseControl | undefined {
  return provided;
}
