/**
 * Every market insight ends with the general-information notice (ASIC RG 234:
 * general information, not advice, with the reader's circumstances named).
 */
import type {ContentFile} from '../contentFiles';
import type {Problem} from '../problem';

export const generalInformationNotice =
  /^\*General information only[^*]*objectives, financial situation or needs[^*]*\*\s*$/m;

export function checkInsightNotice(file: ContentFile): Problem[] {
  if (!/^blog\/insights\/[^/]+\.mdx?$/.test(file.relativePath)) return [];
  if (generalInformationNotice.test(file.body)) return [];
  return [
    {
      file: file.relativePath,
      line: file.text.trimEnd().split('\n').length,
      what: 'an insight without the general-information notice at its end',
      fix: "end the body with *General information only, not advice or credit assistance: it does not consider your objectives, financial situation or needs. Lending is subject to each lender's criteria; fees and charges apply.*",
    },
  ];
}
