/** The storefront platform's eight services, in port order. */
export const STOREFRONT_SERVICES = [
  "auth",
  "user",
  "product",
  "order",
  "review",
  "admin",
  "chat",
  "analytics",
] as const;

/** A storefront service's name: `--service` takes these. */
export type StorefrontServiceName = (typeof STOREFRONT_SERVICES)[number];

/**
 * Reads `--service analytics`, `--service=admin` or `--service analytics,admin`
 * (repeatable). No flag means every service. Throws on an unknown name.
 */
export function parseServiceArgs(argv: readonly string[]): Set<StorefrontServiceName> {
  const names: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === "--service") names.push(...(argv[++i] ?? "").split(","));
    else if (arg.startsWith("--service=")) names.push(...arg.slice("--service=".length).split(","));
    else throw new Error(`unknown argument "${arg}"; use --service ${STOREFRONT_SERVICES.join("|")}`);
  }
  for (const name of names)
    if (!(STOREFRONT_SERVICES as readonly string[]).includes(name))
      throw new Error(`unknown service "${name}"; known: ${STOREFRONT_SERVICES.join(", ")}`);
  return new Set((names.length ? names : STOREFRONT_SERVICES) as StorefrontServiceName[]);
}

/** The services `argv` asks for; a bad argument prints the usage and exits 64. */
export function serviceArgsOrExit(argv: readonly string[]): Set<StorefrontServiceName> {
  try {
    return parseServiceArgs(argv);
  } catch (error) {
    process.stderr.write(`Usage: ${(error as Error).message}\n`);
    process.exit(64);
  }
}
