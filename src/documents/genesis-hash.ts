/** The previous hash of a session's first audit entry: there is no entry before it. */
export const GENESIS_HASH = "0".repeat(64);
