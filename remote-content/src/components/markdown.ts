/*
 * A remark plugin that shows raw HTML written in markdown as plain text: content can never
 * inject markup or script, and an editor who types "<b>" sees it rather than losing it.
 */

interface MdNode {
  type: string;
  value?: string;
  children?: MdNode[];
  position?: unknown;
}

/** Block containers whose children are flow content: an HTML block there becomes a paragraph. */
const FLOW_PARENTS = new Set(['root', 'blockquote', 'listItem', 'footnoteDefinition']);

function htmlToText(node: MdNode): void {
  if (!node.children) return;
  node.children = node.children.map((child) => {
    if (child.type === 'html') {
      const text: MdNode = { type: 'text', value: child.value ?? '', position: child.position };
      return FLOW_PARENTS.has(node.type)
        ? { type: 'paragraph', children: [text], position: child.position }
        : text;
    }
    htmlToText(child);
    return child;
  });
}

export function remarkHtmlAsText() {
  return (tree: MdNode) => {
    htmlToText(tree);
  };
}

/** Site-relative links stay in the portal; everything else opens in a new tab. */
export const isInternalHref = (href: string | undefined): href is string =>
  typeof href === 'string' && href.startsWith('/') && !href.startsWith('//');
