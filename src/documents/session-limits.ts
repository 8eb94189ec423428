/** Limits the API validates too; kept here so the bot enforces the same ones. */
export const SESSION_LIMITS = {
  minPlayers: 2,
  maxPlayers: 10,
  defaultMaxPlayers: 4,
  maxSpectators: 50,
} as const;
