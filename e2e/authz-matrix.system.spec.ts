import { emptyMomentDraft } from '../src/shared/moments/momentDraft.ts';
import { expect, test, type Member } from './support/fixtures.ts';
import { e2eDatabaseName } from './support/servers.ts';
import { withAdminConnection } from './support/mysqlAdmin.ts';
import { startInstalledPlaza } from './support/installedPlaza.ts';
import type { SpawnedPlaza } from './support/spawnPlaza.ts';
import { call, callerOf, expectData, SIGNED_OUT, type Answer, type Caller } from './support/plazaClient.ts';
import { createArticle, createComment, createMoment, startConversation } from './support/content.ts';
import { postForData } from './support/composerMember.ts';
import { pngBytes } from './support/pngFile.ts';
import {
  authzProbes,
  type AuthzFixtures,
  type Probe,
  type ProbeCall,
  type WatchedRow,
} from './support/authzProbes.ts';
import { AUTHZ_MATRIX, type AuthzRule } from '../tests/api/authzMatrix.ts';
import { hasPermission } from '../src/shared/users/permissions.ts';

// Issue 9: every mutating endpoint refuses the signed-out, other members, banned members and
// members without the staff permission, and a refusal changes nothing in the database.

const DATABASE = e2eDatabaseName('authz');
/** Tables that legitimately move on any request: session renewal and rate-limit windows. */
// metric_samples is written once a minute by a timer (the status page's traffic sample), not by requests.
const NOISY_TABLES = new Set(['sessions', 'rate_limit_buckets', 'captcha_challenges', 'metric_samples']);

let plaza: SpawnedPlaza;
let url: string;
let owner: Caller;
let alice: Caller;
let bob: Caller;
let carol: Caller;
let mod: Caller;
let admin: Caller;
let probes: Record<string, Probe>;

async function sql<T>(query: string, params: unknown[] = []): Promise<T[]> {
  return withAdminConnection(async (connection) => {
    await connection.query(`USE \`${DATABASE}\``);
    const [rows] = await connection.query(query, params);
    return rows as T[];
  });
}

/** Every table's checksum (minus the noisy ones) and the watched rows, as one comparable value. */
async function snapshot(watch: WatchedRow[] = []): Promise<unknown> {
  const tables = await sql<{ name: string }>(
    'SELECT table_name AS name FROM information_schema.tables WHERE table_schema = ? ORDER BY table_name',
    [DATABASE],
  );
  const names = tables.map((row) => row.name).filter((name) => !NOISY_TABLES.has(name));
  const sums = await sql<{ Table: string; Checksum: number }>(
    `CHECKSUM TABLE ${names.map((n) => `\`${n}\``).join(', ')}`,
  );
  const rows = [];
  for (const row of watch) rows.push(await sql(`SELECT * FROM \`${row.table}\` WHERE id = ?`, [row.id]));
  return { sums, rows };
}

function bodyOf(probeCall: ProbeCall): unknown {
  return typeof probeCall.body === 'function' ? (probeCall.body as () => unknown)() : probeCall.body;
}

/** Makes the call and checks it was refused the expected way without changing anything. */
async function expectRefused(
  caller: Caller,
  probeCall: ProbeCall,
  expected: { statuses: number[]; errorCode?: number },
): Promise<void> {
  const before = await snapshot(probeCall.watch);
  const answer: Answer = await call(url, caller, probeCall.path, bodyOf(probeCall), {
    ...(probeCall.method ? { method: probeCall.method } : {}),
  });
  const what = `${caller.label} → ${probeCall.path}: ${answer.status} ${answer.text.slice(0, 300)}`;
  expect(expected.statuses, what).toContain(answer.status);
  expect(answer.body?.success, what).toBe(false);
  expect(typeof answer.body?.message, what).toBe('string');
  if (expected.errorCode !== undefined) expect(answer.body?.errorCode, what).toBe(expected.errorCode);
  expect(await snapshot(probeCall.watch), `${what}\nthe refused call changed the database`).toEqual(before);
}

/** What the probes aim at: Alice's content and conversation, and the banned Carol's, made through the API. */
async function fixtures(aliceMember: Member, carolMember: Member): Promise<AuthzFixtures> {
  const png = await pngBytes(16, 16, '#3a7');
  const image = () => {
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'probe.png');
    return form;
  };
  const created = (path: string, body: unknown, who: Caller) =>
    expectData<{ id: number; url?: string }>(call(url, who, path, body), `${who.label} ${path}`);
  const momentId = await createMoment(aliceMember.api, {
    title: 'Alice moment',
    content: '<p>Alice moment</p>',
  });
  const articleId = await createArticle(aliceMember.api, { title: 'Alice article', content: '<p>A</p>' });
  const on = { entityType: 'moment', entityId: momentId } as const;
  const commentId = await createComment(aliceMember.api, { ...on, content: 'Alice comment' });
  const replyId = await createComment(aliceMember.api, {
    ...on,
    content: 'Alice reply',
    parentId: commentId,
    replyToId: commentId,
  });
  await created('/api/favorite/toggle', on, alice);
  // A draft of Alice's that the signed-out draft probes must leave alone.
  const draft = { ...emptyMomentDraft(0, 0), title: 'Alice draft' };
  await created('/api/draft/save', { key: 'moment:new:post', payload: draft }, alice);
  await created('/api/follow/toggle', { userId: bob.id }, alice);
  const upload = await created('/api/upload', image(), alice);
  const aliceStarted = await postForData<{ id: number; conversationId: number }>(
    aliceMember.api,
    '/api/conversation/start',
    { memberIds: [owner.id], content: 'Private' },
  );
  const aliceConversation = aliceStarted.conversationId;
  const carolMoment = await createMoment(carolMember.api, {
    title: 'Carol moment',
    content: '<p>Carol moment</p>',
  });
  const carolArticle = await createArticle(carolMember.api, { title: 'Carol article', content: '<p>C</p>' });
  const carolConversation = await startConversation(carolMember, [owner], 'Private');
  await created(
    '/api/moderation/user/ban',
    { userId: carol.id, duration: '7d', reason: 'authz probe' },
    owner,
  );
  return {
    ownerOfResources: {
      id: alice.id,
      momentId,
      articleId,
      commentId,
      replyId,
      conversationId: aliceConversation,
      messageId: aliceStarted.id,
    },
    banned: {
      id: carol.id,
      momentId: carolMoment,
      articleId: carolArticle,
      conversationId: carolConversation,
    },
    uploadUrl: upload.url ?? '',
    image,
  };
}

// Not serial: a failing entry must not hide the others (a new worker sets the forum up again).
test.describe.configure({ timeout: 120_000 });

test.beforeAll(async ({ accountsAt }) => {
  // Starting a forum and installing it takes a while on a busy machine.
  test.setTimeout(180_000);
  plaza = await startInstalledPlaza({ offset: 85, name: 'authz', database: DATABASE });
  url = plaza.url;
  const accounts = accountsAt(url);
  owner = callerOf(await accounts.ownerSession());
  const [aliceMember, bobMember, carolMember] = await accounts.members('Alice', 'Bob', 'Carol');
  [alice, bob, carol] = [aliceMember, bobMember, carolMember].map(callerOf) as [Caller, Caller, Caller];
  // This spec is about roles, not trust levels (decision 057): its members are members, not new ones
  // whose level would refuse the conversations the probes start with strangers.
  await sql('UPDATE users SET trust_level = 1 WHERE id IN (?, ?, ?)', [alice.id, bob.id, carol.id]);
  mod = callerOf(await accounts.staff('Mod', 'moderator'));
  admin = callerOf(await accounts.staff('Admin', 'admin'));
  probes = authzProbes(await fixtures(aliceMember, carolMember));
  // A member's first signed-in request of the day counts their visit (decision 056): made here, it is
  // not mistaken for a write of the first refused probe.
  for (const caller of [owner, alice, bob, carol, mod, admin]) {
    expect((await call(url, caller, '/api/user/current')).status).toBe(200);
  }
});

test.afterAll(async () => {
  await plaza?.stop();
});

test('every matrix entry has a probe and every probe a matrix entry', () => {
  expect(Object.keys(probes).sort()).toEqual(Object.keys(AUTHZ_MATRIX).sort());
});

const NOT_SIGNED_IN = { statuses: [401], errorCode: 1 };
const FORBIDDEN = { statuses: [403], errorCode: 3 };
const NOT_YOURS = { statuses: [403, 404] };

async function checkEntry(key: string, rule: AuthzRule, probe: Probe): Promise<void> {
  const { access, otherUser, banned } = rule;
  if (access.kind === 'public') {
    test.info().annotations.push({ type: 'public', description: access.reason });
    return;
  }
  if (access.kind === 'installer') {
    for (const caller of [SIGNED_OUT, bob, owner]) await expectRefused(caller, probe.call, FORBIDDEN);
    return;
  }
  await expectRefused(SIGNED_OUT, probe.call, NOT_SIGNED_IN);
  if (access.kind === 'staff') {
    await expectRefused(bob, probe.call, FORBIDDEN);
    if (!hasPermission('moderator', access.permission)) await expectRefused(mod, probe.call, FORBIDDEN);
    if (!hasPermission('admin', access.permission)) await expectRefused(admin, probe.call, FORBIDDEN);
  }
  if (otherUser.kind === 'refused') {
    for (const probeCall of [probe.call, ...(probe.extraOtherCalls ?? [])]) {
      await expectRefused(bob, probeCall, NOT_YOURS);
    }
  } else {
    test.info().annotations.push({ type: 'other user n/a', description: otherUser.reason });
  }
  if (banned.kind === 'refused') await expectRefused(carol, probe.bannedCall ?? probe.call, FORBIDDEN);
  else test.info().annotations.push({ type: 'banned allowed', description: `${key}: ${banned.reason}` });
}

for (const [key, rule] of Object.entries(AUTHZ_MATRIX)) {
  test(`${key} refuses whom the matrix says`, async () => {
    const probe = probes[key];
    expect(probe, `no probe for ${key}`).toBeDefined();
    await checkEntry(key, rule, probe!);
  });
}

test('the owner (and only staff) could have done what the probes tried', async () => {
  // Guards the probes themselves: a staff call with the same body goes through, so the refusals above
  // came from the authorization checks and not from a malformed body.
  const moment = probes['POST /api/moment/delete']!.call.watch!;
  const before = await snapshot(moment);
  const answer = await call(url, owner, '/api/moderation/moment/sticky', { id: moment[0]!.id, on: true });
  expect(answer.body?.success, answer.text).toBe(true);
  // And the snapshot the refusals are compared with does see a change.
  expect(await snapshot(moment)).not.toEqual(before);
  const edit = await call(url, alice, '/api/moment/update', probes['POST /api/moment/update']!.call.body);
  expect(edit.body?.success, edit.text).toBe(true);
});
