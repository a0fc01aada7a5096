/**
 * How long a note (or hold reason) and a tag may be. The service documents no limit; these are
 * Floorboard's own, so a paste of a whole e-mail thread is caught in the form rather than sent.
 * The sandbox refuses longer text with the same limits, as a bad argument, so the forms' checks
 * are exercised end to end.
 */
export const MAX_NOTE_LENGTH = 2000;
export const MAX_TAG_LENGTH = 100;
