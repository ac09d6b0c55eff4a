/**
 * remark-known-components: stops the compile at a tag that names no component the page imports or the theme
 * provides (<Facts id="..." /> for <Fact>), or names one with a small letter (<fact id="..." />, which would render
 * an empty element), with the file, the line and the content check's own words
 * (src/content/check/rules/mdxSyntax.ts). Without it the build and the writers' preview reported success, and the
 * page crashed in the browser with React's "Expected component `Facts` to be defined", naming no file.
 * First among the remark plugins, so it reads only what the writer wrote.
 */
import {
  componentTagProblem,
  globalComponents,
  importedNames,
  isJsxElement,
  walk,
  type MdastNode,
} from '../../content/check/rules/mdxSyntax';
import {where, type VFileLike} from '../remark-facts';

/** Remark plugin: see the file comment. */
export function remarkKnownComponents() {
  const known = globalComponents();
  return (tree: MdastNode, file: VFileLike) => {
    const imported = new Set<string>();
    walk(tree, (node) => {
      if (node.type === 'mdxjsEsm') for (const name of importedNames(node.value ?? '')) imported.add(name);
    });
    walk(tree, (node) => {
      const problem = isJsxElement(node) && node.name ? componentTagProblem(node.name, known, imported) : undefined;
      if (problem) throw new Error(`${where(file, node)}: ${problem.what}: ${problem.fix}`);
    });
  };
}
