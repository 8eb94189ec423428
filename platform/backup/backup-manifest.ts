import { readFileSync } from "node:fs";
import { type Static, Type } from "typebox";
import { Compile } from "typebox/compile";
import { BackupError } from "./backup-errors.ts";

/** The manifest's format; a restore refuses any other. */
export const MANIFEST_FORMAT = "dice-board-backup/1";

/** The last migration applied in each of a database's migration logs (null: none applied). */
const Migrations = Type.Record(Type.String(), Type.Union([Type.String(), Type.Null()]));

const BackupFile = Type.Object({
  /** The file's name in the backup folder, and in the data directory it is restored into. */
  name: Type.String({ pattern: "^[a-z][a-z0-9.-]*$" }),
  kind: Type.Union([Type.Literal("sqlite"), Type.Literal("pg_dump"), Type.Literal("secret")]),
  bytes: Type.Integer({ minimum: 0 }),
  sha256: Type.String({ pattern: "^[0-9a-f]{64}$" }),
  migrations: Migrations,
});

/** `manifest.json` beside a backup's files: what they are and how to check them. */
export const BackupManifest = Type.Object({
  format: Type.Literal(MANIFEST_FORMAT),
  engine: Type.Union([Type.Literal("sqlite"), Type.Literal("postgres")]),
  /** When the backup started: every write acknowledged before it is in the files. */
  started_at: Type.String({ format: "date-time" }),
  finished_at: Type.String({ format: "date-time" }),
  duration_ms: Type.Integer({ minimum: 0 }),
  version: Type.String(),
  release_id: Type.Union([Type.String(), Type.Null()]),
  files: Type.Array(BackupFile, { minItems: 1 }),
});

export type BackupManifest = Static<typeof BackupManifest>;
export type BackupFile = Static<typeof BackupFile>;

const check = Compile(BackupManifest);

/** Reads and checks a manifest; `not_a_manifest` for anything else (missing, not JSON, another shape). */
export function readManifest(path: string): BackupManifest {
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(path, "utf8"));
  } catch (error) {
    throw new BackupError("not_a_manifest", `${path}: ${(error as Error).message}`);
  }
  if (!check.Check(value)) {
    const first = check.Errors(value)[0];
    throw new BackupError("not_a_manifest", `${path}: ${first?.instancePath ?? ""} ${first?.message ?? ""}`);
  }
  return value;
}
