// What the cluster (cluster.ts, run once before the specs) tells the specs, through the
// environment that the test workers inherit.

export interface ScalePorts {
  /** The one address people use: the balancer. */
  address: number;
  instances: [number, number];
  redis: number;
}

export function scalePorts(env = process.env): ScalePorts {
  const [one, two] = (env.SCALE_INSTANCE_PORTS ?? '8195,8196').split(',').map(Number);
  return { address: Number(env.SCALE_PORT ?? 8194), instances: [one ?? 8195, two ?? 8196], redis: Number(env.SCALE_REDIS_PORT ?? 6394) };
}

/** Direct URL of instance 1 or 2 (IPv4 loopback: the instances listen there only). */
export function instanceUrl(instance: 1 | 2): string {
  return `http://127.0.0.1:${scalePorts().instances[instance - 1]}`;
}

export function addressUrl(): string {
  return `http://localhost:${scalePorts().address}`;
}

/** Set by cluster.ts. */
export interface ClusterInfo {
  dataDir: string;
  /** Null: SQLite in dataDir. */
  databaseUrl: string | null;
  logs: [string, string];
}

export function clusterInfo(): ClusterInfo {
  const raw = process.env.SCALE_CLUSTER;
  if (!raw) throw new Error('SCALE_CLUSTER is missing: run the specs through scale/playwright.config.ts.');
  return JSON.parse(raw) as ClusterInfo;
}
