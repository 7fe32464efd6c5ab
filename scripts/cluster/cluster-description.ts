// What the harness tells the command it runs (the cluster tests) about the running cluster, through
// one environment variable holding JSON.
export const CLUSTER_ENV = 'NEWSROOM_CLUSTER';

export interface ClusterDescription {
  /** The load balancer: every process's PUBLIC_URL. */
  balancerUrl: string;
  /** Each app process, reached directly, in the balancer's order (app1, app2, app3). */
  apps: { name: string; url: string; dataDir: string }[];
  /** The harness's control endpoint (control-server.ts): kill and restart parts of the cluster. */
  controlUrl: string;
  primaryUrl: string;
  replicaUrl: string;
  /** The bucket every process keeps its media in (object-store.ts), read by the tests to see what is stored. */
  objectStore: { endpoint: string; bucket: string };
  accessKey: string;
  /** POST_RATE_PER_MINUTE of every process. */
  postRatePerMinute: number;
}

export function describeCluster(description: ClusterDescription): Record<string, string> {
  return { [CLUSTER_ENV]: JSON.stringify(description) };
}

export function readClusterDescription(env: NodeJS.ProcessEnv = process.env): ClusterDescription {
  const text = env[CLUSTER_ENV];
  if (!text) throw new Error(`${CLUSTER_ENV} is not set: run the cluster tests with \`npm run test:cluster\`, which starts the cluster first`);
  return JSON.parse(text) as ClusterDescription;
}
