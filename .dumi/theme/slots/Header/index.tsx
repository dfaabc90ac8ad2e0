import { useIntl, useRouteMeta, useSiteData } from 'dumi';
import 'dumi/theme-default/slots/Header/index.less';
import './index.less';
import ColorSwitch from 'dumi/theme/slots/ColorSwitch';
import HeaderExtra from 'dumi/theme/slots/HeaderExtra';
import LangSwitch from 'dumi/theme/slots/LangSwitch';
import Logo from 'dumi/theme/slots/Logo';
import Navbar from 'dumi/theme/slots/Navbar';
import RtlSwitch from 'dumi/theme/slots/RtlSwitch';
import SearchBar from 'dumi/theme/slots/SearchBar';
import SocialIcon from 'dumi/theme/slots/SocialIcon';
import React, { type FC } from 'react';
import { IconClose, IconMenu } from '../../common/layout-icons';
import { HEADER_MENU_ID } from '../../../../plugins/shared/layout-ids';
import { useEscapablePanel } from '../../common/useEscapablePanel';

/**
 * The site header, the page's banner landmark: logo, nav, search, colour switch and social links.
 * On phones the nav and the rest fold into a menu behind a named button that says whether it is
 * open; a click anywhere in the header, or Escape, closes it.
 */
const Header: FC = () => {
  const intl = useIntl();
  const { frontmatter } = useRouteMeta();
  const { themeConfig } = useSiteData();
  const menu = useEscapablePanel();
  const socialLinks = Object.entries(themeConfig.socialLinks ?? {}).filter(([, link]) => link);

  return (
    <header
      className="dumi-default-header"
      data-static={Boolean(frontmatter.hero) || undefined}
      data-mobile-active={menu.open || undefined}
      onClick={menu.close}
    >
      <div className="dumi-default-header-content">
        <section className="dumi-default-header-left">
          <Logo />
        </section>
        {/* before the menu it opens, so that Tab goes on into the open menu */}
        <button
          ref={menu.button}
          type="button"
          className="dumi-default-header-menu-btn"
          aria-label={intl.formatMessage({ id: 'a11y.header.menu' })}
          aria-expanded={menu.open}
          aria-controls={HEADER_MENU_ID}
          onClick={menu.toggle}
        >
          {menu.open ? <IconClose /> : <IconMenu />}
        </button>
        <section className="dumi-default-header-right" id={HEADER_MENU_ID}>
          <Navbar />
          <div className="dumi-default-header-right-aside">
            <SearchBar />
            <LangSwitch />
            <RtlSwitch />
            {themeConfig.prefersColor.switch && <ColorSwitch />}
            {socialLinks.map(([icon, link]) => (
              <SocialIcon key={link} icon={icon as 'github'} link={link as string} />
            ))}
            <HeaderExtra />
          </div>
        </section>
      </div>
    </header>
  );
};

export default Header;
