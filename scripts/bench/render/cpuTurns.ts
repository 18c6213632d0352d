import { treeCpuMs } from './processCpu.ts';

export interface TurnServer {
  url: string;
  pid: number;
}

export interface TurnSettings {
  rounds: number;
  /** Requests per turn. */
  requests: number;
  connections: number;
}

/** Sends `count` GETs over `connections` parallel loops; answers the bytes of one answer. Non-200 throws. */
export async function send(url: string, count: number, connections: number): Promise<number> {
  let left = count;
  let bytes = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (left > 0) {
        left -= 1;
        // Uncompressed, as the load bench asks: compression would be billed to the render.
        const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
        const body = await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
        bytes = body.byteLength;
      }
    }),
  );
  return bytes;
}

/**
 * Server CPU milliseconds per request of one path on each server, measured in turns: every round
 * serves `requests` on one server after the other, the order reversed each round, so a noisy spell
 * of the machine falls on all of them alike.
 */
export async function cpuPerRequestInTurns(
  servers: readonly TurnServer[],
  path: string,
  settings: TurnSettings,
): Promise<{ perRequestMs: number[][]; bytes: number[] }> {
  const perRequestMs = servers.map((): number[] => []);
  const bytes = servers.map(() => 0);
  for (let round = 0; round < settings.rounds; round += 1) {
    const order = servers.map((_, index) => index);
    if (round % 2 === 1) order.reverse();
    for (const index of order) {
      const server = servers[index]!;
      const before = treeCpuMs(server.pid);
      bytes[index] = await send(server.url + path, settings.requests, settings.connections);
      perRequestMs[index]!.push((treeCpuMs(server.pid) - before) / settings.requests);
    }
  }
  return { perRequestMs, bytes };
}
