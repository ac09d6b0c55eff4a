/**
 * The word every placeholder written by `npm run new` contains, so a forgotten
 * one is easy to find, and the content check refuses to publish it.
 */
export const placeholderMarker = 'REPLACE';
