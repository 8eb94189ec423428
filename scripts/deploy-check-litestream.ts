import { parse } from "yaml";

/** What this check reads of a Kubernetes resource. */
type Doc = { kind?: string; metadata?: { name?: string }; spec?: Record<string, unknown> };
type Mount = { name: string; mountPath: string };
type PodSpec = {
  volumes?: { name: string; configMap?: { name?: string }; persistentVolumeClaim?: unknown }[];
  initContainers?: { name: string; volumeMounts?: Mount[] }[];
  containers?: { name: string; volumeMounts?: Mount[] }[];
};

const LITESTREAM_CONFIG = "litestream.yml";

/** The databases of a litestream.yml (`path`, or `dir` for a folder), each with whether it names a replica. */
function litestreamDbs(text: string): { path: string; replicated: boolean }[] {
  const config = parse(text) as {
    dbs?: { path?: string; dir?: string; replica?: unknown; replicas?: unknown[] }[];
  } | null;
  return (config?.dbs ?? []).map((db) => ({
    path: db.path ?? db.dir ?? "",
    replicated: Boolean(db.replica) || Boolean(db.replicas?.length),
  }));
}

/** The containers (init ones too) mounting ConfigMap `name`, each with its persistent volumes' mount paths. */
function readersOf(docs: Doc[], name: string | undefined): { container: string; dataPaths: string[] }[] {
  const readers: { container: string; dataPaths: string[] }[] = [];
  for (const doc of docs) {
    const pod = (doc.spec?.template as { spec?: PodSpec } | undefined)?.spec;
    const config = new Set(pod?.volumes?.filter((v) => v.configMap?.name === name).map((v) => v.name));
    const data = new Set(pod?.volumes?.filter((v) => v.persistentVolumeClaim).map((v) => v.name));
    for (const container of [...(pod?.initContainers ?? []), ...(pod?.containers ?? [])]) {
      const mounts = container.volumeMounts ?? [];
      if (!mounts.some((m) => config.has(m.name))) continue;
      const dataPaths = mounts.filter((m) => data.has(m.name)).map((m) => m.mountPath.replace(/\/$/, ""));
      readers.push({ container: container.name, dataPaths });
    }
  }
  return readers;
}

/** Each litestream.yml in a ConfigMap: its databases have a replica and sit on its readers' data volume. */
export function checkLitestream(docs: Doc[], build: string): string[] {
  const problems: string[] = [];
  for (const map of docs.filter((d) => d.kind === "ConfigMap")) {
    const text = (map as { data?: Record<string, string> }).data?.[LITESTREAM_CONFIG];
    if (text === undefined) continue;
    const where = `${build}: ConfigMap/${map.metadata?.name} ${LITESTREAM_CONFIG}`;
    let dbs: { path: string; replicated: boolean }[];
    try {
      dbs = litestreamDbs(text);
    } catch (error) {
      problems.push(`${where}: ${(error as Error).message}`);
      continue;
    }
    if (!dbs.length) problems.push(`${where}: lists no databases`);
    for (const db of dbs) if (!db.replicated) problems.push(`${where}: ${db.path} has no replica`);
    const readers = readersOf(docs, map.metadata?.name);
    if (!readers.length) problems.push(`${where}: no container mounts it`);
    for (const { container, dataPaths } of readers)
      for (const db of dbs.filter((d) => !dataPaths.some((dir) => d.path.startsWith(`${dir}/`))))
        problems.push(`${where}: ${db.path} is not on the persistent volume of container ${container}`);
  }
  return problems;
}
