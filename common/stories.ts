/** Stories (spec 001): limits the upload modal and the origin share. */

/** Files one create-stories call may carry: a day's posting at once, never an unbounded body. */
export const STORY_FILES_MAX = 10;
