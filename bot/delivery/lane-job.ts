/** One write (or a few that belong together) to one chat. */
export interface LaneJob {
  readonly chatId: string;
  /**
   * Jobs with the same key waiting in one lane collapse into the first: it
   * reads the current state when it runs, so it stands for every later one.
   */
  readonly key?: string;
  run(): Promise<void>;
}
