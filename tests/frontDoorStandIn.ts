import { createServer, type Server } from 'node:http';
import { openFrontDoor, type FrontDoorParts } from '../src/server/front/frontDoor.ts';

/** What the stand-in for the app answers: a test sees which requests the front door left to the app. */
export const APP_STATUS = 299;

/** A real HTTP server with the front door and a stand-in app, on a free loopback port. */
export async function startFrontDoorWithStandIn(
  parts: Omit<FrontDoorParts, 'app' | 'clientDir' | 'cache'> = {},
): Promise<{ server: Server; base: string }> {
  const server = createServer();
  openFrontDoor(server, {
    app: (_request, response) => {
      response.statusCode = APP_STATUS;
      response.end('app');
    },
    clientDir: '/nonexistent',
    cache: null,
    ...parts,
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  return { server, base: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
}
