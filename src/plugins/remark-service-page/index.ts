/**
 * remark-service-page: makes each service page's own data (its key facts,
 * case study, related guides' titles; written by the content-index plugin to
 * @generated/content-index/default/service-pages/{slug}.json) an export of
 * that page's MDX, as if the file ended with
 *
 *   export {default as servicePage} from '@generated/content-index/default/service-pages/{slug}.json';
 *
 * The services layout (src/components/ServicePage) reads it from the `content`
 * it is given, beside the MDX's other exports (frontMatter, toc). A data file
 * that the layout imported itself would be one file for all fourteen services,
 * in every service page's JavaScript.
 *
 * Docusaurus hands a content module's named exports to the page on its
 * `content` prop (how `frontMatter` and `toc` reach it); the layout throws
 * while the pages are rendered at build time if `servicePage` is missing, so
 * a Docusaurus update that changed this stops the build instead of shipping
 * pages without their data.
 */
import path from 'path';
import {servicePageDataFile} from '../content-index';

interface MdastRoot {
  type: string;
  children: unknown[];
}

interface VFileLike {
  path?: string;
}

/** The export's syntax tree (ESTree), which MDX compiles; written out because the plugin adds no parser. */
function reExport(source: string, exported: string) {
  return {
    type: 'Program',
    sourceType: 'module',
    body: [
      {
        type: 'ExportNamedDeclaration',
        declaration: null,
        specifiers: [
          {
            type: 'ExportSpecifier',
            local: {type: 'Identifier', name: 'default'},
            exported: {type: 'Identifier', name: exported},
          },
        ],
        source: {type: 'Literal', value: source, raw: JSON.stringify(source)},
        attributes: [],
      },
    ],
  };
}

/** The module a service's MDX file exports its data from: the file's name is the service's slug (its doc id). */
export function servicePageDataModule(filePath: string): string {
  const slug = path.basename(filePath, path.extname(filePath));
  return `@generated/content-index/default/${servicePageDataFile(slug)}`;
}

/** Remark plugin for the services docs section only: see the file comment. */
export function remarkServicePage() {
  return (tree: MdastRoot, file: VFileLike) => {
    if (!file.path) throw new Error('remark-service-page: an MDX file without a path');
    const source = servicePageDataModule(file.path);
    const value = `export {default as servicePage} from '${source}';`;
    tree.children.push({type: 'mdxjsEsm', value, data: {estree: reExport(source, 'servicePage')}});
  };
}
