import { NavLink, useLocation, useRouteMeta, useSidebarData } from 'dumi';
import 'dumi/theme-default/slots/Sidebar/index.less';
import Toc from '../Toc';
import React, { type FC } from 'react';

/**
 * dumi's sidebar, except that a group without a title (such as Download's) still gets the term
 * that HTML requires of a description list: its first page's title, for screen readers only.
 */
const Sidebar: FC = () => {
  const { pathname } = useLocation();
  const meta = useRouteMeta();
  const sidebar = useSidebarData();
  if (!sidebar) return null;

  return (
    <div className="dumi-default-sidebar">
      {sidebar.map((group, index) => (
        <dl className="dumi-default-sidebar-group" key={String(index)}>
          {group.title ? (
            <dt>{group.title}</dt>
          ) : (
            <dt className="tl-visually-hidden">{group.children[0]?.title}</dt>
          )}
          {group.children.map((child) => (
            <dd key={child.link}>
              <NavLink to={child.link} title={child.title} end>
                {child.title}
              </NavLink>
              {child.link === pathname && meta.frontmatter.toc === 'menu' && <Toc />}
            </dd>
          ))}
        </dl>
      ))}
    </div>
  );
};

export default Sidebar;
