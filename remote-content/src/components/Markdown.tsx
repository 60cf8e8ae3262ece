import type { AnchorHTMLAttributes } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import { Link } from '@villa/shared/router';
import { texts } from '@villa/shared/texts';
import { isInternalHref, remarkHtmlAsText } from './markdown';

export interface MarkdownProps {
  children: string;
  /** Open every link in a new tab, portal links included (the terms page). */
  allLinksInNewTab?: boolean;
  className?: string;
}

type AnchorProps = AnchorHTMLAttributes<HTMLAnchorElement> & { node?: unknown };

function NewTabLink({ href, children }: AnchorProps) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> {texts.opensInNewTab}</span>
    </a>
  );
}

function PortalLink({ href, children }: AnchorProps) {
  if (!isInternalHref(href)) return <NewTabLink href={href}>{children}</NewTabLink>;
  return <Link to={href}>{children}</Link>;
}

const newTabComponents: Components = { a: NewTabLink };
const portalComponents: Components = { a: PortalLink };
const remarkPlugins = [remarkHtmlAsText];

/**
 * Content written by editors, as markdown. Raw HTML is shown as text (never rendered), unsafe
 * URLs are dropped by react-markdown, and links to other sites open in a new tab.
 */
export function Markdown({
  children,
  allLinksInNewTab = false,
  className = 'prose',
}: MarkdownProps) {
  return (
    <div className={className}>
      <ReactMarkdown
        remarkPlugins={remarkPlugins}
        components={allLinksInNewTab ? newTabComponents : portalComponents}
      >
        {children}
      </ReactMarkdown>
    </div>
  );
}
