import { NavLink, useIntl, useLocation, useRouteMeta, useSidebarData } from 'dumi';
import 'dumi/theme-default/slots/Sidebar/index.less';
import './index.less';
import React, { type FC } from 'react';
import { SIDEBAR_ID } from '../../../../plugins/shared/layout-ids';
import Toc from '../Toc';

/**
 * The pages of the current section, a named navigation landmark that the phone layout's sidebar
 * toggle controls. A group without a title (such as Download's) still gets the term that HTML
 * requires of a description list: its first page's title, for screen readers only.
 */
const Sidebar: FC = () => {
  const { pathname } = useLocation();
  const meta = useRouteMeta();
  const sidebar = useSidebarData();
  const intl = useIntl();
  if (!sidebar) return null;

  return (
    <nav
      className="dumi-default-sidebar"
      id={SIDEBAR_ID}
      aria-label={intl.formatMessage({ id: 'a11y.sidebar.label' })}
    >
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
    </nav>
  );
};

export default Sidebar;
