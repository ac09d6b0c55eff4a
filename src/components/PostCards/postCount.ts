/** "3 case studies", "1 market insight": a number of posts in the section's own noun, made from its title. */
export function postCount(count: number, blogTitle: string): string {
  const plural = blogTitle.toLowerCase();
  return `${count} ${count === 1 ? plural.replace(/ies$/, 'y').replace(/s$/, '') : plural}`;
}
