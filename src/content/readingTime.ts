/** A blog post's reading time (the blog plugin's, in fractional minutes) as its byline and its card give it. */
export const wholeMinutes = (readingTime: number | undefined): number => Math.max(1, Math.round(readingTime ?? 1));

/** Minutes to read a Markdown body (front matter already taken off) at 220 words a minute, never less than one. */
export function readingMinutes(markdown: string): number {
  const words = markdown
    .replace(/```[\s\S]*?```/g, '')
    .split(/\s+/)
    .filter((word) => /[A-Za-z0-9]/.test(word)).length;
  return Math.max(1, Math.round(words / 220));
}
