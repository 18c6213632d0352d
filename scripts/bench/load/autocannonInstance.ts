import autocannon from 'autocannon';

/** An autocannon run whose responses can be watched (and which can be stopped), with its result as a promise. */
export function startAutocannon(options: autocannon.Options): {
  instance: autocannon.Instance;
  done: Promise<autocannon.Result>;
} {
  let instance: autocannon.Instance | undefined;
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon(options, (error: unknown, result: autocannon.Result) => {
      if (error) reject(error instanceof Error ? error : new Error(String(error)));
      else resolve(result);
    });
  });
  return { instance: instance!, done };
}
