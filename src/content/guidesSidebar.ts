/**
 * Groups the guides sidebar by each guide's `topic` front matter, in the
 * topic order of frontMatter.ts, so a writer adds a guide with one file and
 * never edits sidebars.ts.
 */
import type {PluginOptions} from '@docusaurus/plugin-content-docs';
import {guideTopics} from './frontMatter';

type Generator = PluginOptions['sidebarItemsGenerator'];
type GeneratorArgs = Parameters<Generator>[0];
type Doc = GeneratorArgs['docs'][number];

function position(doc: Doc): number {
  return doc.sidebarPosition ?? Number.MAX_SAFE_INTEGER;
}

export const guidesSidebarGenerator: Generator = async ({docs}) => {
  const index = docs.find((doc) => doc.id === 'index');
  const byTopic = guideTopics.map((topic) => ({
    type: 'category' as const,
    label: topic.label,
    collapsible: true,
    collapsed: false,
    items: docs
      .filter((doc) => doc.frontMatter.topic === topic.id)
      .sort((a, b) => position(a) - position(b) || a.title.localeCompare(b.title))
      .map((doc) => ({type: 'doc' as const, id: doc.id})),
  }));
  return [
    ...(index ? [{type: 'doc' as const, id: index.id, label: 'All guides'}] : []),
    ...byTopic.filter((category) => category.items.length > 0),
  ];
};
