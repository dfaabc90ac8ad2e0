import React, { type FC } from 'react';
import { SITE_NAME } from '../../../../site.config';
import SiteLink from '../../builtins/SiteLink';
import { usePageFrontmatter } from '../../common/usePageDetails';
import './index.less';

interface HeroAction {
  text: string;
  link: string;
}

/** Home page hero: the site name (from site.config.ts), the tagline and the call-to-action links. */
const Hero: FC = () => {
  const frontmatter = usePageFrontmatter();
  if (!frontmatter.hero) return null;
  const { title = SITE_NAME, description, actions = [] } = frontmatter.hero;

  return (
    // not an <h1>: the page's one h1 is its Markdown title, which the TOC lists at depth 1
    <section className="tl-hero" aria-labelledby="tl-hero-title">
      <p id="tl-hero-title" className="tl-hero-title">
        {title}
      </p>
      {description && <p className="tl-hero-tagline">{description}</p>}
      {actions.length > 0 && (
        <div className="tl-hero-actions">
          {(actions as HeroAction[]).map(({ text, link }) => (
            <SiteLink key={link} to={link} className="tl-hero-action">
              {text}
            </SiteLink>
          ))}
        </div>
      )}
    </section>
  );
};

export default Hero;
