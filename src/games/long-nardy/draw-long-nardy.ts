import type { BoardDrawer } from "../game-module.ts";
import { type PointsGeometry, pointsDrawer } from "../kit/draw-points.ts";
import { SAME_WAY_NUMBERING } from "../kit/points-numbering.ts";
import type { LongNardyBoard } from "./long-nardy-board.ts";
import type { LongNardyWords } from "./long-nardy-words.ts";

/** The shared 24-point board numbered the long nardy way: the second seat's head is the first seat's point 12. */
export const LONG_NARDY_DRAWER: BoardDrawer<LongNardyBoard, PointsGeometry, LongNardyWords> =
  pointsDrawer(SAME_WAY_NUMBERING);
