/** Every `user_error` code starts with this; the SDK and the ingest check share it. */
export const USER_ERROR_CODE_PREFIX = "SF-";

/** The full pattern of a user error code: the prefix, then 1-60 of A-Z, 0-9, `_`, `.` or `-`. */
export const USER_ERROR_CODE_PATTERN = `^${USER_ERROR_CODE_PREFIX}[A-Z0-9_.-]{1,60}$`;
