import { Link } from 'dumi';
import React, { type FC, type ReactNode } from 'react';
import { isExternalUrl, resolveLink } from '../../../../plugins/shared/links';

interface SiteLinkProps {
  /** A site path (`/download`), a full URL, or `ext:<key>` for an address in site.config.ts. */
  to: string;
  className?: string;
  children: ReactNode;
}

/**
 * One link component for slots and Markdown alike: site paths navigate inside the app, external
 * addresses open in a new tab.
 */
const SiteLink: FC<SiteLinkProps> = ({ to, className, children }) => {
  const href = resolveLink(to);
  return isExternalUrl(href) ? (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  ) : (
    <Link to={href} className={className}>
      {children}
    </Link>
  );
};

export default SiteLink;
