const PRESETS = ['small', 'medium', 'large'] as const;
export type Preset = (typeof PRESETS)[number];

/** What `npm run bench -- <names> [--preset small|medium|large]` passes to every bench. */
export interface BenchOptions {
  preset: Preset;
}

/** Splits the command line into bench names and options; throws with a readable message on bad input. */
export function parseBenchArgs(argv: readonly string[]): { names: string[]; options: BenchOptions } {
  const names: string[] = [];
  let preset: Preset = 'small';
  for (let index = 0; index < argv.length; index++) {
    const argument = argv[index]!;
    const presetValue = argument.startsWith('--preset=')
      ? argument.slice('--preset='.length)
      : argument === '--preset'
        ? argv[++index]
        : undefined;
    if (argument === '--preset' || argument.startsWith('--preset=')) {
      if (!PRESETS.includes(presetValue as Preset)) {
        throw new Error(`--preset must be one of ${PRESETS.join(', ')}`);
      }
      preset = presetValue as Preset;
    } else if (argument.startsWith('--')) {
      throw new Error(`Unknown option ${argument}`);
    } else {
      names.push(argument);
    }
  }
  return { names, options: { preset } };
}
