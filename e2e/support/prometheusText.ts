/** One sample line of the Prometheus text format: `name{label="value",…} number`. */
interface PrometheusSample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface PrometheusText {
  /** `# TYPE` of each metric family. */
  types: Map<string, string>;
  samples: PrometheusSample[];
}

const NAME = '[a-zA-Z_:][a-zA-Z0-9_:]*';
const SAMPLE = new RegExp(`^(${NAME})(?:\\{(.*)\\})? (\\S+)$`);
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"(?:,|$)/y;

function parseLabels(text: string, line: string): Record<string, string> {
  const labels: Record<string, string> = {};
  LABEL.lastIndex = 0;
  while (LABEL.lastIndex < text.length) {
    const match = LABEL.exec(text);
    if (!match) throw new Error(`bad labels in: ${line}`);
    labels[match[1]!] = match[2]!.replace(/\\(.)/g, (_, escaped: string) =>
      escaped === 'n' ? '\n' : escaped,
    );
  }
  return labels;
}

/** A sample's value as Prometheus reads it (Go's ParseFloat: `NaN`, `Nan`, `+Inf` in any case). */
function parseValue(text: string, line: string): number {
  if (/^nan$/i.test(text)) return Number.NaN;
  const infinity = /^([+-]?)inf$/i.exec(text);
  if (infinity) return infinity[1] === '-' ? -Infinity : Infinity;
  const value = Number(text);
  if (text.trim() === '' || Number.isNaN(value)) throw new Error(`bad value in: ${line}`);
  return value;
}

/** Parses a scrape strictly: every line is a HELP, a TYPE or a sample, else it throws. */
export function parsePrometheusText(text: string): PrometheusText {
  const types = new Map<string, string>();
  const samples: PrometheusSample[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('# HELP ')) continue;
    const type = /^# TYPE (\S+) (counter|gauge|histogram|summary|untyped)$/.exec(line);
    if (type) {
      if (types.has(type[1]!)) throw new Error(`a second TYPE for ${type[1]}`);
      types.set(type[1]!, type[2]!);
      continue;
    }
    const sample = SAMPLE.exec(line);
    if (!sample) throw new Error(`not a Prometheus line: ${line}`);
    samples.push({
      name: sample[1]!,
      labels: parseLabels(sample[2] ?? '', line),
      value: parseValue(sample[3]!, line),
    });
  }
  return { types, samples };
}

/** The sum of the samples of `name` whose labels include `labels`. */
export function sumOf(scrape: PrometheusText, name: string, labels: Record<string, string> = {}): number {
  return scrape.samples
    .filter(
      (sample) =>
        sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
    )
    .reduce((sum, sample) => sum + sample.value, 0);
}
