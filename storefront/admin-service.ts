import { type AdminAppDeps, createAdminApp } from "./admin/create-admin-app.ts";
import { chatRoutes } from "./chat/chat-routes.ts";
import type { StorefrontPlatform } from "./storefront-platform.ts";

/** What the admin service takes besides the platform's modules. */
export type AdminServiceDeps = Omit<AdminAppDeps, "auth" | "authenticator" | "counter" | "staffChat">;

/**
 * The admin service (not listening) over the platform: the auth module, and
 * the chat service's routes for staff under /api/admin/chat, wired here
 * because a service never imports another's routes.
 */
export function createAdminService(platform: StorefrontPlatform, deps: AdminServiceDeps) {
  return createAdminApp({
    ...deps,
    auth: platform.auth,
    authenticator: platform.authenticator,
    counter: platform.counter,
    staffChat: chatRoutes(
      platform.chat,
      platform.authenticator.staff,
      "/api/admin/chat",
      "staff: every conversation",
    ),
  });
}
