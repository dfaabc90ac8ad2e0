import React, { type FC, type ReactNode } from 'react';
import './index.less';

type BadgeType = 'info' | 'warning' | 'success' | 'error';

interface BadgeProps {
  type?: BadgeType;
  children?: ReactNode;
}

/**
 * A small tinted label (API release tags, `<Badge>` in Markdown). The kind is a data attribute:
 * `type` is not an attribute a <span> may carry.
 */
const Badge: FC<BadgeProps> = ({ type = 'info', children }) => (
  <span className="dumi-default-badge" data-type={type}>
    {children}
  </span>
);

export default Badge;
