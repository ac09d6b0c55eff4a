/** Leftovers from `npm run new`: every placeholder holds the word REPLACE until the writer rewrites it. */
import {placeholderMarker} from '../../placeholders';
import type {ContentFile} from '../contentFiles';
import type {Problem} from '../problem';

const marker = new RegExp(`\\b${placeholderMarker}\\b`);

export function checkPlaceholders(file: ContentFile): Problem[] {
  return file.text.split('\n').flatMap((text, i) =>
    marker.test(text)
      ? [
          {
            file: file.relativePath,
            line: i + 1,
            what: `a ${placeholderMarker} placeholder is left`,
            fix: 'write the real text (or delete the line), including comments in the front matter',
          },
        ]
      : [],
  );
}
