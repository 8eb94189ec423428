/**
 * What the other storefront services may use of the auth service (biome.json
 * keeps them to this file): its module interface.
 */
export type { AuthModule } from "./auth-module.ts";
