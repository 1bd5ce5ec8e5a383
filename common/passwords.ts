/**
 * The change-password form's minimum (spec 001 §5: 'Password must be at least 6 characters long!'); the browser
 * checks it before sending and the server enforces it (docs/decisions.md 105). Registration and reset keep their own.
 */
export const CHANGE_PASSWORD_MIN = 6;
