// The document is the contract: every operation of the served OpenAPI document is called with
// realistic parameters from the demo data (every write once with a valid and once with an
// invalid body), and each answer, errors included, must be one the operation documents: its
// status listed, its media type listed, its JSON body valid against the schema under Ajv's
// JSON Schema 2020-12 strict mode. An operation missing from EXAMPLES fails the test by name,
// so a route added later is covered as soon as it is served.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import type { PrivateKeyAccount } from 'viem/accounts';
import type { BuiltApp } from '../src/app.ts';
import { seedDemo } from '../src/demo/seed.ts';
import { backfillLog, makeCheckpoint } from '../src/modules/tlog/index.ts';
import { notify } from '../src/modules/notifications/notifications.service.ts';
import {
  createTestApp,
  createTestDatabase,
  newWallet,
  signIn,
  type TestDatabase,
} from './helper.ts';

type Json = Record<string, unknown>;
interface Operation {
  operationId: string;
  responses: Record<string, Json>;
  requestBody?: Json;
  security?: unknown[];
}
interface Doc {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Json>; responses: Record<string, Json> };
}

/** What the demo data gives the examples (ids and addresses read after seeding). */
interface Ctx {
  projectId: string;
  chain: string;
  projectAddress: string;
  /** A second project, for the admin's status changes (the first stays public). */
  project2Id: string;
  reviewId: string;
  replyId: string;
  userId: string;
  userAddress: string;
  user2Id: string;
  /** The signed-in member's own review, notification and upload. */
  myReviewId: string;
  notificationId: string;
  fileKey: string;
  memberId: string;
}

interface Example {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  /**
   * A body (or, for a write without one, path parameters) the operation must refuse; `{}`
   * sends a body that is not JSON at all.
   */
  invalid?: { body?: unknown; params?: Record<string, string> };
  as?: 'member' | 'admin';
  /** The demo has none of what this names (quests need a chain): the documented 404. */
  missing?: true;
  /** Multipart upload of a PNG. */
  upload?: true;
}

const NOW = new Date();
const zeroAddress = '0x0000000000000000000000000000000000000001';
const reviewBody = {
  title: 'A careful look at the token',
  content:
    '<p>The team ships on time and the contract is verified; liquidity is deep enough for my trades.</p>',
  rate: 4,
  language: 'en',
};
const questBody = {
  projectId: '1',
  title: 'Try the bridge',
  summary: 'Bridge once',
  description: 'Bridge a small amount and tell us how it went.',
  startsAt: new Date(NOW.getTime() + 86_400_000).toISOString(),
  endsAt: new Date(NOW.getTime() + 3 * 86_400_000).toISOString(),
  eligibility: { everyone: true },
  tasks: [{ kind: 'follow_project' }],
  reward: { method: 'fcfs', token: 'bnb', amountPerWinner: '0.1', winners: 1 },
};

/** One entry per operation: the example parameters, keyed by operationId. */
function examples(c: Ctx): Record<string, Example> {
  const page = { limit: '5', offset: '0' };
  const project = { projectId: c.projectId };
  const review = { reviewId: c.reviewId };
  const user = { id: c.userId };
  const bad = { id: 'x' };
  return {
    getHealthLive: {},
    getReviewsByReviewIdAppeal: { params: { reviewId: c.myReviewId }, as: 'member' },
    postReviewsByReviewIdAppeal: {
      params: { reviewId: c.myReviewId },
      as: 'member',
      body: { message: 'Please look at this again: the review was fair.' },
      invalid: { body: { message: 'x' } },
    },
    getAdminAppeals: { as: 'admin', query: page },
    putAdminAppealsById: {
      as: 'admin',
      params: { id: '999999' },
      body: { decision: 'reject' },
      invalid: { body: { decision: 'maybe' } },
    },
    getPublicTransparency: {},
    getPublicTransparencyProjectsByProjectId: { params: project },
    getPublicLogCheckpoint: {},
    getPublicLogKey: {},
    getPublicLogTile: { params: { path: '0/000' } },
    getPublicLogProofInclusion: { query: { index: '3', size: '10' } },
    getPublicLogProofConsistency: { query: { from: '10', to: '20' } },
    getPublicLogAnchors: {},
    getPublicExportReviewsNdjson: { query: { after: '100' } },
    getHealth: {},
    getPublicSystemConfigs: {},
    postLogin: { body: { address: zeroAddress }, invalid: { body: { address: 'nope' } } },
    postVerifyLogin: {
      body: { address: zeroAddress, sign: `0x${'1'.repeat(130)}` },
      invalid: { body: { address: zeroAddress } },
    },
    postLogout: { as: 'member', invalid: {} },
    getMe: { as: 'member' },
    putMe: {
      as: 'member',
      body: { displayName: 'Contract tester' },
      invalid: { body: { displayName: 'x'.repeat(500) } },
    },
    getPublicUsersAddressByAddress: { params: { address: c.userAddress } },
    getUsersAddressByAddress: { params: { address: c.userAddress }, as: 'member' },
    getPublicUsersTopReviewers: { query: { window: '30', limit: '5' } },
    getPublicUsersByIdRewardsHistory: { params: user, query: page },
    getPublicProjects: { query: { ...page, sort: 'avgStar', window: '7' } },
    getProjects: { query: page, as: 'member' },
    postProjects: {
      as: 'member',
      body: { name: 'Contract Coin', symbol: 'CTC', chain: c.chain },
      invalid: { body: { name: '', symbol: 'CTC', chain: 'nowhere' } },
    },
    getPublicProjectsByChainByAddress: {
      params: { chain: c.chain, address: c.projectAddress },
    },
    getProjectsByChainByAddress: {
      params: { chain: c.chain, address: c.projectAddress },
      as: 'member',
    },
    getPublicProjectsByProjectId: { params: project },
    getProjectsByProjectId: { params: project, as: 'member' },
    putProjectsByProjectId: {
      params: project,
      as: 'member',
      body: { description: 'Not mine to change' },
      invalid: { body: { website: 'not a link' } },
    },
    getPublicProjectsTrending: { query: { window: '30', limit: '5' } },
    getPublicProjectsReviewsStatistic: {},
    getPublicProjectByIdActivities: { params: { id: c.projectId } },
    postProjectsByProjectIdEditRequests: {
      params: project,
      as: 'member',
      body: { changes: { description: 'A better description of it' }, note: 'The site changed' },
      invalid: { body: { changes: {}, note: '' } },
    },
    postFollowsByIdProject: { params: { id: c.projectId }, as: 'member', invalid: { params: bad } },
    deleteFollowsByIdProject: {
      params: { id: c.projectId },
      as: 'member',
      invalid: { params: bad },
    },
    getFollowsProjects: { query: { project_ids: c.projectId }, as: 'member' },
    getPublicFollowsByIdProjects: { params: user, query: { limit: '0' } },
    postFollowsByIdUser: { params: user, as: 'member', invalid: { params: bad } },
    deleteFollowsByIdUser: { params: user, as: 'member', invalid: { params: bad } },
    getFollowsUsers: { query: { user_ids: c.userId }, as: 'member' },
    getPublicFollowsByIdStatistic: { params: user },
    getPublicUsersByIdFollowers: { params: user, query: page },
    getUsersByIdFollowers: { params: user, query: page, as: 'member' },
    getPublicUsersByIdFollowing: { params: user, query: page },
    getUsersByIdFollowing: { params: user, query: page, as: 'member' },
    postStorageUpload: { as: 'member', upload: true, invalid: { body: { file: 'not a file' } } },
    getMyFiles: { query: { limit: '5' }, as: 'member' },
    getPublicLogosBySpecByFile: { params: { spec: 'circle-12-80-1', file: 'AB.svg' } },
    getPublicFilesByKey: { params: { key: c.fileKey } },
    getPublicPrices: {},
    getPublicProjectByIdPool: { params: { id: c.projectId } },
    // read from the chain: the tests have no RPC, so the documented 404
    getPublicChainTokenByChainByAddress: {
      params: { chain: c.chain, address: c.projectAddress },
      missing: true,
    },
    getPublicProjectByProjectIdReviews: { params: project, query: { ...page, sort: 'newest' } },
    getProjectByProjectIdReviews: { params: project, query: page, as: 'member' },
    postProjectByProjectIdReviews: {
      params: { projectId: c.project2Id },
      as: 'member',
      body: reviewBody,
      invalid: { body: { ...reviewBody, rate: 9 } },
    },
    getProjectByProjectIdMyReview: { params: project, as: 'member' },
    putReviewsByReviewId: {
      params: { reviewId: c.myReviewId },
      as: 'member',
      body: { ...reviewBody, title: 'A careful second look at the token' },
      invalid: { body: { ...reviewBody, title: '' } },
    },
    getReviewsByReviewId: { params: review, as: 'member' },
    getPublicReviewsByReviewId: { params: review },
    getPublicReviews: { query: { ...page, projectId: c.projectId } },
    getReviews: { query: { ...page, userId: c.userId }, as: 'member' },
    postReviewByReviewIdVote: {
      params: review,
      as: 'member',
      body: { vote: 'up' },
      invalid: { body: { vote: 'sideways' } },
    },
    getPublicReviewsByReviewIdReplies: { params: review, query: page },
    getReviewsByReviewIdReplies: { params: review, query: page, as: 'member' },
    postReviewsByReviewIdReplies: {
      params: review,
      as: 'member',
      body: { content: 'Thanks, this matches what I saw as well.' },
      invalid: { body: { content: '' } },
    },
    putRepliesByReplyId: {
      params: { replyId: c.replyId },
      as: 'member',
      body: { content: 'Not my reply to edit, though.' },
      invalid: { body: { content: '' } },
    },
    postReportsReviewById: {
      params: { id: c.reviewId },
      as: 'member',
      body: { reason: 'do_not_spam', note: 'Looks like an advert to me' },
      invalid: { body: { reason: 'boring', note: '' } },
    },
    postReportsReplyById: {
      params: { id: c.replyId },
      as: 'member',
      body: { reason: 'other', note: 'Off topic for this review' },
      invalid: { body: { reason: 'boring', note: '' } },
    },
    getPublicActivities: { query: page },
    getPublicReviewsByReviewIdSignature: { params: review },
    getPublicReviewsByReviewIdVersions: { params: review },
    getReviewsByReviewIdVersions: { params: review, as: 'member' },
    getPublicTrust: {},
    postAdminVoteIntegrityRun: { as: 'admin', invalid: {} },
    getAdminVoteRings: { query: { status: 'flagged' }, as: 'admin' },
    postAdminVoteRingsByRingIdClear: {
      params: { ringId: '999999' },
      as: 'admin',
      missing: true,
      invalid: { params: { ringId: 'x' } },
    },
    putAdminVoteRingsByRingIdStatus: {
      params: { ringId: '999999' },
      as: 'admin',
      missing: true,
      body: { status: 'cleared' },
      invalid: { body: { status: 'gone' } },
    },
    getNotifications: { query: page, as: 'member' },
    getUnseenNotificationsCount: { as: 'member' },
    postNotificationsReadAllNotifications: { as: 'member', invalid: {} },
    getNotificationsById: { params: { id: c.notificationId }, as: 'member' },
    putNotificationsByIdRead: {
      params: { id: c.notificationId },
      as: 'member',
      invalid: { params: bad },
    },
    getPopup: { as: 'member' },
    deletePopup: { query: { id: '999999' }, as: 'member', missing: true, invalid: {} },
    postNotificationsStreamTicket: { as: 'member', invalid: {} },
    getAdminCounts: { as: 'admin' },
    getAdminProjects: { query: { ...page, status: 'all' }, as: 'admin' },
    putAdminProjectsByIdStatus: {
      params: { id: c.project2Id },
      as: 'admin',
      body: { status: 'active', reason: 'Checked' },
      invalid: { body: { status: 'gone' } },
    },
    putAdminProjectsById: {
      params: { id: c.project2Id },
      as: 'admin',
      body: { isVerified: true },
      invalid: { body: {} },
    },
    putAdminReviewsByIdStatus: {
      params: { id: c.reviewId },
      as: 'admin',
      body: { status: 'active' },
      invalid: { body: { status: 'gone' } },
    },
    getAdminReports: { query: page, as: 'admin' },
    putAdminReportsByTargetTypeById: {
      params: { targetType: 'review', id: c.reviewId },
      as: 'admin',
      body: { decision: 'dismiss' },
      invalid: { body: { decision: 'maybe' } },
    },
    putAdminReportsById: {
      params: { id: '999999' },
      as: 'admin',
      missing: true,
      body: { status: 'dismissed' },
      invalid: { body: { status: 'maybe' } },
    },
    getAdminEditRequests: { query: page, as: 'admin' },
    putAdminEditRequestsById: {
      params: { id: '999999' },
      as: 'admin',
      missing: true,
      body: { status: 'rejected', reason: 'No source given' },
      invalid: { body: { status: 'maybe' } },
    },
    getAdminUsers: { query: page, as: 'admin' },
    putAdminUsersByIdStatus: {
      params: { id: c.user2Id },
      as: 'admin',
      body: { status: 'active' },
      invalid: { body: { status: 'gone' } },
    },
    getAdminAudit: { query: page, as: 'admin' },
    postProjectsByIdClaimOwnership: {
      params: { id: c.projectId },
      as: 'member',
      invalid: { params: bad },
    },
    postProjectsByIdRecheckOwnership: {
      params: { id: c.projectId },
      as: 'member',
      invalid: { params: bad },
    },
    postDonateLogs: {
      as: 'member',
      body: { transactionHash: `0x${'ab'.repeat(32)}` },
      invalid: { body: { transactionHash: '0x12' } },
    },
    getDonateLogs: { query: page, as: 'member' },
    getPublicDonateLogs: { query: page },
    getPublicDonateStatisticsUserByUserId: { params: { userId: c.userId } },
    getDonateStatisticsUserByUserId: { params: { userId: c.userId }, as: 'member' },
    getPublicDonateStatistics: {},
    getDonateStatistics: { as: 'member' },
    postSyncNfts: { as: 'member', invalid: {} },
    getNfts: { query: page, as: 'member' },
    postSyncNftAvatar: {
      as: 'member',
      body: { contractAddress: zeroAddress, tokenId: '1' },
      invalid: { body: { contractAddress: 'nope', tokenId: 'x' } },
    },
    getPublicShareByKindByFile: { params: { kind: 'project', file: `${c.projectId}.png` } },
    postStorageShareProjectById: {
      params: { id: c.projectId },
      as: 'member',
      invalid: { params: bad },
    },
    postStorageShareReviewById: {
      params: { id: c.reviewId },
      as: 'member',
      invalid: { params: bad },
    },
    getPublicCampaigns: { query: page },
    getCampaigns: { query: page, as: 'member' },
    postCampaigns: {
      as: 'member',
      body: { ...questBody, projectId: c.projectId },
      invalid: { body: { ...questBody, title: '' } },
    },
    getPublicCampaignsById: { params: { id: '999999' }, missing: true },
    getCampaignsById: { params: { id: '999999' }, as: 'member', missing: true },
    putCampaignsById: {
      params: { id: '999999' },
      as: 'member',
      missing: true,
      body: { ...questBody, projectId: c.projectId },
      invalid: { body: { ...questBody, title: '' } },
    },
    getPublicCampaignsByIdWinners: { params: { id: '999999' }, missing: true },
    getCampaignsByIdWinners: { params: { id: '999999' }, as: 'member', missing: true },
    getMyCampaigns: { as: 'member' },
    getMyCampaignsProjects: { as: 'member' },
    postCampaignsByIdPublish: {
      params: { id: '999999' },
      as: 'member',
      missing: true,
      body: { transactionHash: `0x${'cd'.repeat(32)}` },
      invalid: { body: { transactionHash: 'x' } },
    },
    postCampaignsByIdCancel: {
      params: { id: '999999' },
      as: 'member',
      missing: true,
      body: {},
      invalid: { body: { transactionHash: 'x' } },
    },
    postCampaignsByIdJoin: {
      params: { id: '999999' },
      as: 'member',
      missing: true,
      invalid: { params: bad },
    },
    postCampaignsByIdTasksByTaskIdCheck: {
      params: { id: '999999', taskId: '1' },
      as: 'member',
      missing: true,
      invalid: { params: { id: 'x', taskId: 'y' } },
    },
    postCampaignsByIdClaim: {
      params: { id: '999999' },
      as: 'member',
      missing: true,
      invalid: { params: bad },
    },
    postCampaignsByIdClaimLogs: {
      params: { id: '999999' },
      as: 'member',
      missing: true,
      body: { transactionHash: `0x${'ef'.repeat(32)}` },
      invalid: { body: { transactionHash: 'x' } },
    },
    getPublicFeedsProjectsByFile: { params: { file: `${c.projectId}.atom` } },
    getPublicFeedsUsersByFile: { params: { file: `${c.userAddress}.rss` } },
    getPublicBadgeProjectsByFile: { params: { file: `${c.projectId}.svg` } },
    getEmbedBadgeByFile: { params: { file: `${c.projectId}.html` } },
  };
}

let testDb: TestDatabase;
let built: BuiltApp;
let doc: Doc;
let ctx: Ctx;
const tokens: Record<'member' | 'admin', Record<string, string>> = { member: {}, admin: {} };
let member: PrivateKeyAccount;
const admin = newWallet();

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await testDb.database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

async function png(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 64, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
}

function multipart(file: Buffer) {
  const boundary = '----chainreviewcontract';
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  await seedDemo(testDb.database.db, { now: NOW });
  // the demo's reviews, replies and decisions in the transparency log, as demo mode logs them
  await testDb.database.db.transaction((tx) => backfillLog(tx));
  built = await createTestApp(testDb, { env: { ADMIN_ADDRESSES: admin.address } });
  doc = (await built.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  member = newWallet();
  tokens.member = (await signIn(built.app, member)).auth;
  tokens.admin = (await signIn(built.app, admin)).auth;
  const [memberRow] = await rows<{ id: number }>(
    sql`select id from users where lower(address) = ${member.address.toLowerCase()}`,
  );
  const projectRows = await rows<{ id: number; chain: string; address: string }>(
    sql`select p.id, p.chain, p.contract_address as address from projects p where p.status = 'active'
        and p.contract_address is not null and p.chain is not null
        and exists (select 1 from reviews r where r.project_id = p.id and r.status = 'active'
          and exists (select 1 from replies x where x.review_id = r.id and x.status = 'active'))
        order by p.id limit 2`,
  );
  const [p1, p2] = projectRows;
  const [reviewRow] = await rows<{ id: number; reply_id: number; user_id: number }>(
    sql`select r.id, r.user_id, (select min(x.id) from replies x where x.review_id = r.id
          and x.status = 'active') as reply_id
        from reviews r where r.project_id = ${p1!.id} and r.status = 'active'
        and exists (select 1 from replies x where x.review_id = r.id and x.status = 'active')
        order by r.id limit 1`,
  );
  const [author] = await rows<{ id: number; address: string }>(
    sql`select id, address from users where id = ${reviewRow!.user_id}`,
  );
  const [other] = await rows<{ id: number }>(
    sql`select id from users where id <> ${author!.id} and id <> ${memberRow!.id}
        and role = 'normal' order by id limit 1`,
  );
  // the member's own review (to edit) and upload (to read back), and a notification
  const auth = tokens.member;
  const written = await built.app.inject({
    method: 'POST',
    url: `/api/project/${p1!.id}/reviews`,
    payload: reviewBody,
    headers: auth,
  });
  expect(written.statusCode, written.body).toBe(200);
  const upload = multipart(await png());
  const stored = await built.app.inject({
    method: 'POST',
    url: '/api/storage/upload',
    payload: upload.payload,
    headers: { ...upload.headers, ...auth },
  });
  expect(stored.statusCode, stored.body).toBe(200);
  await notify(testDb.database.db, {
    userId: memberRow!.id,
    type: 'moderation',
    action: 'display_profile',
    projectId: null,
    message: 'Welcome',
    meta: { event: 'user_restored', reason: null },
    now: NOW,
  } as never);
  const [note] = await rows<{ id: number }>(
    sql`select id from notifications where user_id = ${memberRow!.id} order by id limit 1`,
  );
  const key = (stored.json() as { data: { url?: string; key?: string } }).data;
  await makeCheckpoint({ db: testDb.database.db, config: built.deps.config });
  ctx = {
    projectId: String(p1!.id),
    chain: p1!.chain,
    projectAddress: p1!.address,
    project2Id: String(p2!.id),
    reviewId: String(reviewRow!.id),
    replyId: String(reviewRow!.reply_id),
    userId: String(author!.id),
    userAddress: author!.address,
    user2Id: String(other!.id),
    myReviewId: String((written.json() as { data: { id: string } }).data.id),
    notificationId: String(note!.id),
    fileKey: String(key.key ?? key.url?.split('/').pop()),
    memberId: String(memberRow!.id),
  };
}, 180_000);

afterAll(async () => {
  await built?.app.close();
  await testDb?.cleanup();
});

/** Ajv over the document's schemas: 2020-12, strict, formats checked. */
function validatorFor(document: Doc) {
  const ajv = new Ajv2020({ strict: true, allowUnionTypes: true, allErrors: true });
  addFormats.default(ajv);
  const base = 'https://chainreview.invalid/openapi.json';
  const rewrite = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(rewrite);
    if (!node || typeof node !== 'object') return node;
    const out: Json = {};
    for (const [key, value] of Object.entries(node as Json))
      out[key] =
        key === '$ref' && typeof value === 'string'
          ? value.replace('#/components/schemas/', `${base}#/$defs/`)
          : rewrite(value);
    return out;
  };
  ajv.addSchema({ $id: base, $defs: rewrite(document.components.schemas) as Json });
  const cache = new Map<Json, ReturnType<typeof ajv.compile>>();
  return (schema: Json, data: unknown) => {
    let validate = cache.get(schema);
    if (!validate) {
      validate = ajv.compile(rewrite(schema) as Json);
      cache.set(schema, validate);
    }
    return validate(data) ? null : ajv.errorsText(validate.errors, { separator: '\n' });
  };
}

interface Call {
  operationId: string;
  method: string;
  path: string;
  operation: Operation;
}

function calls(document: Doc): Call[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      operationId: operation.operationId,
      method: method.toUpperCase(),
      path,
      operation,
    })),
  );
}

describe('the OpenAPI document as the contract', () => {
  it('has example parameters for every operation', () => {
    const known = examples(ctx);
    const missing = calls(doc)
      .filter((call) => !(call.operationId in known))
      .map((call) => `${call.operationId} (${call.method} ${call.path})`);
    expect(missing, 'add these operations to EXAMPLES in test/openapi-contract.test.ts').toEqual(
      [],
    );
    const stale = Object.keys(known).filter(
      (id) => !calls(doc).some((call) => call.operationId === id),
    );
    expect(stale).toEqual([]);
  });

  it('answers every call as the document says', async () => {
    const validate = validatorFor(doc);
    const known = examples(ctx);
    const failures: string[] = [];
    const check = (call: Call, label: string, status: number, type: string, body: string) => {
      let answer = call.operation.responses[String(status)];
      const ref = answer?.$ref as string | undefined;
      if (ref) answer = doc.components.responses[ref.split('/').pop()!];
      if (!answer) {
        failures.push(`${call.operationId} ${label}: ${status} is not documented (${body})`);
        return;
      }
      const content = answer.content as Record<string, Json> | undefined;
      const media = type.split(';')[0]!.trim();
      if (!content) {
        if (body.length) failures.push(`${call.operationId} ${label}: undocumented body`);
        return;
      }
      if (!content[media]) {
        failures.push(`${call.operationId} ${label}: ${status} ${media} is not documented`);
        return;
      }
      if (media !== 'application/json') return;
      const problem = validate(content[media].schema as Json, JSON.parse(body));
      if (problem) failures.push(`${call.operationId} ${label}: ${status} ${problem}`);
    };
    const run = async (call: Call, example: Example, label: string, invalid: boolean) => {
      const params = { ...example.params, ...(invalid ? example.invalid?.params : {}) };
      const url =
        call.path.replace(/\{(\w+)\}/g, (_m, name: string) =>
          encodeURIComponent(params[name] ?? '').replace(/%2F/g, '/'),
        ) + (example.query ? `?${new URLSearchParams(example.query)}` : '');
      const headers = example.as ? { ...tokens[example.as] } : {};
      let payload: string | Buffer | undefined;
      if (example.upload && !invalid) {
        const upload = multipart(await png());
        payload = upload.payload;
        Object.assign(headers, upload.headers);
      } else if (invalid && !example.invalid?.body && !example.invalid?.params) {
        payload = '{"not json';
        Object.assign(headers, { 'content-type': 'application/json' });
      } else {
        const body = invalid ? example.invalid?.body : example.body;
        if (body !== undefined || call.operation.requestBody) {
          payload = JSON.stringify(body ?? {});
          Object.assign(headers, { 'content-type': 'application/json' });
        }
      }
      const res = await built.app.inject({
        method: call.method as 'GET',
        url,
        headers,
        ...(payload === undefined ? {} : { payload }),
      });
      check(call, label, res.statusCode, String(res.headers['content-type'] ?? ''), res.body);
      return res.statusCode;
    };
    // reads first, on the demo data as seeded; then the writes, signing out last
    const last = (c: Call) => (c.operationId === 'postLogout' ? 1 : 0);
    const ordered = [
      ...calls(doc).filter((c) => c.method === 'GET'),
      ...calls(doc)
        .filter((c) => c.method !== 'GET')
        .sort((a, b) => last(a) - last(b)),
    ];
    for (const call of ordered) {
      const example = known[call.operationId];
      if (!example) continue;
      const status = await run(call, example, 'valid', false);
      if (call.method === 'GET') {
        const expected = example.missing ? 404 : 200;
        if (status !== expected)
          failures.push(`${call.operationId}: GET answered ${status}, expected ${expected}`);
        continue;
      }
      if (example.missing && status !== 404)
        failures.push(`${call.operationId}: answered ${status}, expected 404`);
      if (!example.invalid) {
        failures.push(`${call.operationId}: a write needs an invalid example`);
        continue;
      }
      const refused = await run(call, example, 'invalid', true);
      if (refused < 400 || refused >= 500)
        failures.push(`${call.operationId}: the invalid call answered ${refused}`);
    }
    expect(failures).toEqual([]);
  }, 600_000);
});
