/** One write (or a few that belong together) to one chat. */
export interface LaneJob {
  readonly chatId: string;
  /**
   * Jobs with the same key waiting in one lane collapse into the first: it
   * reads the current state when it runs, so it stands for every later one.
   */
  readonly key?: string;
  /**
   * A watched game's edit (the TV): it waits behind every played game's job,
   * in its chat's lane and across lanes, and fills only part of Telegram's
   * group and overall windows, so a watched game never delays a played one.
   */
  readonly watch?: boolean;
  run(): Promise<void>;
}
