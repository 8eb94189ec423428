/** The `format` of a game export (GET /games/{id}/export): a module of its own, so the in-browser verifier needs no schema code. */
export const GAME_EXPORT_FORMAT = "dice-board/game-export/v1";
