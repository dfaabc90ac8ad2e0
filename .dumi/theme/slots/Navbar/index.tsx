import { Link, useIntl, useLocation, useNavData } from 'dumi';
import 'dumi/theme-default/slots/Navbar/index.less';
import NavbarExtra from 'dumi/theme/slots/NavbarExtra';
import React, { useState, type FC, type MouseEvent } from 'react';
import { IconDown } from '../../common/layout-icons';

type NavItem = ReturnType<typeof useNavData>[number];

const EXTERNAL = /^(\w+:)\/\/|^(mailto|tel):/;
const withoutTrailingSlash = (path: string) => path.replace(/(.)\/$/, '$1');

/** Whether the visitor is on a page of this entry's section (dumi's `activePath`, else its link). */
function isInSection(item: NavItem, pathname: string): boolean {
  const section = item.activePath || item.link;
  return Boolean(section && pathname.startsWith(section));
}

/**
 * One entry of the header nav: a link, or a title for a group; a group has a dropdown of its pages
 * and a button that opens it (on phones and for the keyboard; on desktops it also opens on hover).
 * The entry of the current page is marked `aria-current="page"`, the entry of its section "true".
 */
const NavEntry: FC<{ item: NavItem }> = ({ item }) => {
  const intl = useIntl();
  const { pathname } = useLocation();
  const inSection = isInSection(item, pathname);
  const [open, setOpen] = useState(
    () => item.children?.some((child) => isInSection(child, pathname)) ?? false,
  );
  const toggle = (event: MouseEvent) => {
    event.stopPropagation();
    setOpen((wasOpen) => !wasOpen);
  };
  const className = inSection ? 'active' : undefined;

  if (item.link && EXTERNAL.test(item.link)) {
    return (
      <a href={item.link} target="_blank" rel="noreferrer">
        {item.title}
      </a>
    );
  }
  const isCurrentPage =
    item.link !== undefined && withoutTrailingSlash(item.link) === withoutTrailingSlash(pathname);
  return (
    <>
      {item.link ? (
        <Link
          to={item.link}
          className={className}
          aria-current={isCurrentPage ? 'page' : inSection ? 'true' : undefined}
        >
          {item.title}
        </Link>
      ) : (
        <span className={className} onClick={toggle}>
          {item.title}
        </span>
      )}
      {item.children && (
        <>
          <button
            className="dumi-default-navbar-collapse-btn"
            type="button"
            aria-label={intl.formatMessage({ id: 'a11y.header.submenu' }, { title: item.title })}
            aria-expanded={open}
            data-collapsed={open || undefined}
            onClick={toggle}
          >
            <IconDown />
          </button>
          <ul className="dumi-default-navbar-dropdown" data-collapsed={open || undefined}>
            <NavEntries items={item.children} />
          </ul>
        </>
      )}
    </>
  );
};

const NavEntries: FC<{ items: NavItem[] }> = ({ items }) => (
  <>
    {items.map((item) => (
      <li key={item.activePath || item.link || item.title}>
        <NavEntry item={item} />
      </li>
    ))}
  </>
);

/** The header nav, a navigation landmark named "Main". */
const Navbar: FC = () => {
  const intl = useIntl();
  const nav = useNavData();
  return (
    <nav className="tl-navbar" aria-label={intl.formatMessage({ id: 'a11y.nav.main' })}>
      <ul className="dumi-default-navbar">
        <NavEntries items={nav} />
        <NavbarExtra />
      </ul>
    </nav>
  );
};

export default Navbar;
