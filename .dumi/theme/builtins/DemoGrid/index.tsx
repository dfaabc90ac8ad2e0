import { useRouteMeta } from 'dumi';
import React, { type CSSProperties, type FC } from 'react';
import Demo, { type DemoProps } from '../Demo';
import './index.less';

/**
 * Consecutive demos of a page (dumi's Markdown compiler emits them as one group; the site's
 * plugins/markdown hands the group to this builtin). They sit in `demo.cols` columns of the
 * page's frontmatter on windows wider than 1024 px, one under the other below that. The columns
 * are a CSS grid, so the markup is the same on the server and in every browser (hydration never
 * depends on the window) and the demos stay in reading order.
 */
const DemoGrid: FC<{ items: DemoProps[] }> = ({ items }) => {
  const { frontmatter } = useRouteMeta();
  const columns = Math.max(1, Math.floor(Number(frontmatter.demo?.cols) || 1));
  const shown =
    process.env.NODE_ENV === 'production'
      ? items.filter((item) => !item.previewerProps.debug)
      : items;

  return (
    <div className="tl-demo-grid" style={{ '--tl-demo-cols': columns } as CSSProperties}>
      {shown.map((item) => (
        <Demo key={item.demo.id} {...item} />
      ))}
    </div>
  );
};

export default DemoGrid;
