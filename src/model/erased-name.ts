/** What an erased player is called everywhere it is stored (adapters show it in their own language). */
export const ERASED_NAME = "Deleted player";
