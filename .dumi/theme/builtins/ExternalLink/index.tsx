import React, { type FC, type ReactNode } from 'react';
import { externalUrl } from '../../common/links';

interface ExternalLinkProps {
  /** Key of the address in site.config.ts, e.g. "organisation". */
  to: string;
  children: ReactNode;
}

/** A link to one of the publisher's external addresses, for use inside Markdown pages. */
const ExternalLink: FC<ExternalLinkProps> = ({ to, children }) => (
  <a href={externalUrl(to)} target="_blank" rel="noopener noreferrer">
    {children}
  </a>
);

export default ExternalLink;
