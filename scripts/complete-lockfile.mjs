import { readFileSync, writeFileSync } from "node:fs";

/**
 * `npm run lock:complete` (also run by .ci/run before `npm ci`; it needs nothing installed): the package registry these machines reach serves
 * only the Linux builds of packages that ship one binary per platform, so
 * `npm install` leaves the other platforms' optional packages out of
 * package-lock.json, and `npm ci` then refuses the lock as out of sync. This
 * adds those entries back, marked optional with their os/cpu/libc read from
 * the package name, so npm ci skips them exactly as it would with a full lock.
 */
const OS = ["android", "darwin", "linux", "win32", "freebsd", "openbsd", "netbsd", "sunos", "aix"];
const CPU = ["arm64", "x64", "arm", "ia32", "riscv64", "ppc64", "s390x", "loong64", "mips64el"];

/** The os/cpu/libc fields npm expects, read from a platform package's name. */
function platformOf(name) {
  const parts = name.split("/").pop()?.split("-") ?? [];
  const os = parts.filter((p) => OS.includes(p));
  const cpu = parts.filter((p) => CPU.includes(p));
  const libc = parts.some((p) => p === "musl")
    ? ["musl"]
    : parts.some((p) => p.startsWith("gnu"))
      ? ["glibc"]
      : [];
  return { ...(cpu.length ? { cpu } : {}), ...(libc.length ? { libc } : {}), ...(os.length ? { os } : {}) };
}

const lock = JSON.parse(readFileSync("package-lock.json", "utf8"));
let added = 0;
for (const entry of Object.values(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    if (lock.packages[key] || !Object.keys(platformOf(name)).length) continue;
    lock.packages[key] = {
      version,
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      ...platformOf(name),
    };
    added++;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a < b ? -1 : 1)),
);
writeFileSync("package-lock.json", `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${added} platform entries added`);
