import { BlockList, isIP } from "node:net";

/** A parsed list of IPs and CIDR ranges; `contains` answers for one client address. */
export interface IpAllowlist {
  contains(address: string): boolean;
  /** The entries as configured, for logs and error messages. */
  readonly entries: readonly string[];
}

const MAPPED_IPV4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

function familyOf(address: string): "ipv4" | "ipv6" {
  return isIP(address) === 4 ? "ipv4" : "ipv6";
}

/** Parses "127.0.0.1/8,::1,10.0.0.0/8"; throws naming the first bad entry. */
export function parseIpAllowlist(raw: string): IpAllowlist {
  const list = new BlockList();
  const entries = raw
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) throw new Error("expected at least one IP or CIDR");
  for (const entry of entries) {
    const [address = "", prefixText] = entry.split("/");
    if (isIP(address) === 0) throw new Error(`"${entry}" is not an IP address or CIDR range`);
    const family = familyOf(address);
    if (prefixText === undefined) {
      list.addAddress(address, family);
      continue;
    }
    const prefix = Number(prefixText);
    const max = family === "ipv4" ? 32 : 128;
    if (!/^\d+$/.test(prefixText) || prefix > max) throw new Error(`"${entry}" has a bad prefix length`);
    list.addSubnet(address, prefix, family);
  }
  return {
    entries,
    contains(address) {
      // Dual-stack sockets report IPv4 peers as ::ffff:a.b.c.d; the rules are written in IPv4.
      const plain = MAPPED_IPV4.exec(address)?.[1] ?? address;
      if (isIP(plain) === 0) return false;
      return list.check(plain, familyOf(plain));
    },
  };
}
