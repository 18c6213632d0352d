// Preloaded only for BENCH_CPU_PROF runs: SIGUSR2 exits through Node's normal path so --cpu-prof writes its profile.
process.once('SIGUSR2', () => process.exit(0));
