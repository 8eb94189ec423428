import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { parseAllDocuments } from "yaml";
import { checkLitestream } from "./deploy-check-litestream.ts";

/**
 * `npm run deploy:check`: every kustomization under deploy/kubernetes/, offline.
 * Each resource document is validated against the Kubernetes schemas
 * (kubernetes-models); each kustomization's resources and patches must exist,
 * a patch must name a resource of its build, a workload's selector must match
 * its pod labels, a probe's named port must be a container port, and a
 * litestream.yml in a ConfigMap must give each database a replica and keep it
 * on the persistent volume of the containers that read the file. The
 * kustomize binary is not needed (nor installed here): resources are checked
 * as files, patches against the resources they target.
 */

type Doc = {
  apiVersion?: string;
  kind?: string;
  metadata?: { name?: string; labels?: Record<string, string> };
  spec?: Record<string, unknown>;
};

const ROOT = "deploy/kubernetes";
const KUSTOMIZATION = "kustomization.yaml";

function readDocs(file: string): Doc[] {
  return parseAllDocuments(readFileSync(file, "utf8")).map((d) => {
    if (d.errors.length) throw new Error(`${file}: ${d.errors[0]?.message}`);
    return d.toJSON() as Doc;
  });
}

/** The kubernetes-models class for a document's apiVersion and kind, validated. */
async function validateSchema(doc: Doc, where: string): Promise<string[]> {
  const [group, version] = doc.apiVersion?.includes("/") ? doc.apiVersion.split("/") : ["", doc.apiVersion];
  const module = group ? `kubernetes-models/${group}/${version}` : `kubernetes-models/${version}`;
  const models = (await import(module).catch(() => undefined)) as
    | Record<string, new (data: unknown) => { validate(): void }>
    | undefined;
  const Model = models?.[doc.kind ?? ""];
  if (!Model) return [`${where}: unknown kind ${doc.apiVersion} ${doc.kind}`];
  try {
    new Model(doc).validate();
    return [];
  } catch (error) {
    return [`${where}: ${(error as Error).message}`];
  }
}

/** What schemas do not say: selectors match pod labels, probes name real ports. */
function checkWorkload(doc: Doc, where: string): string[] {
  const spec = doc.spec as
    | {
        selector?: { matchLabels?: Record<string, string> };
        template?: { metadata?: { labels?: Record<string, string> }; spec?: { containers?: unknown[] } };
      }
    | undefined;
  if (!spec?.template) return [];
  const problems: string[] = [];
  const labels = spec.template.metadata?.labels ?? {};
  for (const [key, value] of Object.entries(spec.selector?.matchLabels ?? {}))
    if (labels[key] !== value) problems.push(`${where}: selector ${key}=${value} matches no pod label`);
  for (const container of (spec.template.spec?.containers ?? []) as Record<string, unknown>[]) {
    const ports = new Set(((container.ports ?? []) as { name?: string }[]).map((p) => p.name));
    for (const probe of ["livenessProbe", "readinessProbe", "startupProbe"]) {
      const target = (container[probe] as Record<string, { port?: unknown }> | undefined) ?? {};
      for (const action of Object.values(target))
        if (typeof action?.port === "string" && !ports.has(action.port))
          problems.push(`${where}: ${probe} names port ${action.port}, which the container does not have`);
    }
  }
  return problems;
}

/** Checks one kustomization (and the bases it includes); returns its resources and the problems found. */
async function checkKustomization(dir: string): Promise<{ docs: Doc[]; problems: string[] }> {
  const [kustomization] = readDocs(join(dir, KUSTOMIZATION)) as {
    resources?: string[];
    patches?: { path?: string }[];
  }[];
  const docs: Doc[] = [];
  const problems: string[] = [];
  for (const entry of kustomization?.resources ?? []) {
    const path = join(dir, entry);
    if (!existsSync(path)) {
      problems.push(`${dir}/${KUSTOMIZATION}: resource ${entry} does not exist`);
    } else if (statSync(path).isDirectory()) {
      const base = await checkKustomization(path);
      docs.push(...base.docs);
    } else {
      for (const [i, doc] of readDocs(path).entries()) {
        const where = `${path}#${i} ${doc.kind}/${doc.metadata?.name}`;
        problems.push(...(await validateSchema(doc, where)), ...checkWorkload(doc, where));
        docs.push(doc);
      }
    }
  }
  for (const patch of kustomization?.patches ?? []) {
    const path = join(dir, patch.path ?? "");
    if (!patch.path || !existsSync(path)) {
      problems.push(`${dir}/${KUSTOMIZATION}: patch ${patch.path} does not exist`);
      continue;
    }
    for (const target of readDocs(path))
      if (!docs.some((d) => d.kind === target.kind && d.metadata?.name === target.metadata?.name))
        problems.push(
          `${path}: patches ${target.kind}/${target.metadata?.name}, which the build does not have`,
        );
  }
  return { docs, problems };
}

/** Every kustomization build under deploy/kubernetes: the overlays, each with its base. */
export async function checkDeployment(): Promise<{ builds: string[]; problems: string[] }> {
  const builds = ["base", "overlays/production", "overlays/production-sqlite", "overlays/dev"].map((d) =>
    join(ROOT, d),
  );
  const problems: string[] = [];
  for (const build of builds) {
    if (!existsSync(join(build, KUSTOMIZATION))) {
      problems.push(`${build}: no ${KUSTOMIZATION}`);
      continue;
    }
    const { docs, problems: found } = await checkKustomization(build);
    problems.push(...found, ...checkLitestream(docs, build));
  }
  return { builds, problems: [...new Set(problems)] };
}

if (process.argv[1]?.endsWith("deploy-check.ts")) {
  const { builds, problems } = await checkDeployment();
  for (const problem of problems) console.error(problem);
  console.log(
    `${builds.length} builds checked under ${dirname(join(ROOT, "x"))}: ${problems.length} problems`,
  );
  if (problems.length) process.exitCode = 1;
}
