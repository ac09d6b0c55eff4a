/**
 * Images: every one has alt text, and a photo or diagram a writer adds sits
 * beside the article, exists, and is small enough to keep in the repository.
 * The build turns JPEG and PNG files into resized renditions (see
 * src/plugins/responsive-images), so writers never resize by hand.
 */
import fs from 'fs';
import path from 'path';
import {proseLines, type ContentFile} from '../contentFiles';
import type {Problem} from '../problem';

/** Largest image file a writer may add: a full-size camera JPEG fits; the build makes the smaller copies. */
export const maxImageBytes = 3 * 1024 * 1024;
/** Formats the site publishes: photos as JPEG, screenshots and charts as PNG, diagrams as SVG. */
export const imageExtensions = ['.jpg', '.jpeg', '.png', '.svg'];

const markdownImage = /!\[([^\]]*)\]\(\s*<?([^)\s>]+)>?(?:\s+["'][^"']*["'])?\s*\)/g;
const jsxImage = /<(img|IdealImage)\b([^>]*)>/g;

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function checkImageFile(file: ContentFile, line: number, src: string, siteDir: string): Problem[] {
  if (/^(https?:|data:)/.test(src)) {
    return [
      {
        file: file.relativePath,
        line,
        what: `image ${src} is loaded from another site`,
        fix: 'save the image beside the article and link it as ./file-name.jpg',
      },
    ];
  }
  const clean = decodeURI(src.replace(/[?#].*$/, ''));
  const ext = path.extname(clean).toLowerCase();
  if (!imageExtensions.includes(ext)) {
    return [
      {
        file: file.relativePath,
        line,
        what: `image ${src} is a ${ext || 'file without an extension'}`,
        fix: 'save photos as .jpg, screenshots and charts as .png, diagrams as .svg',
      },
    ];
  }
  const onDisk = clean.startsWith('/')
    ? path.join(siteDir, 'static', clean)
    : path.resolve(path.dirname(file.absolutePath), clean);
  if (!fs.existsSync(onDisk)) return [{file: file.relativePath, line, ...missingImage(src)}];
  const problems: Problem[] = [];
  const imagePath = path.relative(siteDir, onDisk).split(path.sep).join('/');
  const bytes = fs.statSync(onDisk).size;
  if (bytes > maxImageBytes) {
    problems.push({
      file: file.relativePath,
      line,
      what: `image ${imagePath} is ${megabytes(bytes)}, over the ${megabytes(maxImageBytes)} limit`,
      fix: 'export it again at most 2,400 pixels wide as a JPEG of quality 80 (the site makes the smaller sizes)',
    });
  }
  if (clean.startsWith('/') && ext !== '.svg') {
    problems.push({
      file: file.relativePath,
      line,
      what: `image ${src} is in static/, so it is published full size`,
      fix: 'move it beside the article and link it as ./file-name.jpg, so the build makes smaller copies',
    });
  }
  return problems;
}

/** An image the article names that is not there: said the same by this check and by the build (responsive-images). */
export const missingImage = (src: string) => ({
  what: `image ${src} does not exist`,
  fix: 'check the file name and put the image in the same folder as the article (./file-name.jpg)',
});

export function checkImages(file: ContentFile, siteDir: string): Problem[] {
  const problems: Problem[] = [];
  for (const {line, text} of proseLines(file)) {
    for (const [, alt, src] of text.matchAll(markdownImage)) {
      if (!alt!.trim()) {
        problems.push({
          file: file.relativePath,
          line,
          what: `image ${src} has no alt text`,
          fix: 'describe what the image shows between the brackets: ![Warehouse with a loading dock](./warehouse.jpg)',
        });
      }
      // Docusaurus publishes an SVG itself and HTML-escapes its alt text on the way (mdx-loader's transformImage, in
      // 3.10), so a screen reader read "lenders&#39; funding costs" (a writer's trial); typographic quotes pass.
      const escaped = /\.svg$/i.test(src!.replace(/[?#].*$/, '')) && alt!.match(/['"&<>]/)?.[0];
      if (escaped) {
        problems.push({
          file: file.relativePath,
          line,
          what: `the alt text of ${src} has ${escaped}, which screen readers would read out as a code`,
          fix: 'write apostrophes and quotes as ’ and “ ” (as the rest of the site does), & as "and", or reword',
        });
      }
      problems.push(...checkImageFile(file, line, src!, siteDir));
    }
    for (const [, tag, attributes] of text.matchAll(jsxImage)) {
      const alt = /\balt=(?:"([^"]*)"|'([^']*)'|\{)/.exec(attributes!);
      if (!alt || (alt[1] ?? alt[2] ?? 'expression').trim() === '') {
        problems.push({
          file: file.relativePath,
          line,
          what: `<${tag}> has no alt text`,
          fix: 'add alt="what the image shows", or use Markdown: ![what it shows](./file-name.jpg)',
        });
      }
    }
  }
  return problems;
}
