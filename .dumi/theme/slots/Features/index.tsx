import { useIntl } from 'dumi';
import React, { type FC } from 'react';
import SiteLink from '../../builtins/SiteLink';
import { usePageFrontmatter } from '../../common/usePageDetails';
import './index.less';

interface Feature {
  emoji?: string;
  title: string;
  description?: string;
  link?: string;
}

/** Home page feature cards, from the page's `features` frontmatter. */
const Features: FC = () => {
  const frontmatter = usePageFrontmatter();
  const intl = useIntl();
  const features = frontmatter.features as Feature[] | undefined;
  if (!features?.length) return null;

  return (
    <section aria-label={intl.formatMessage({ id: 'a11y.features.label' })}>
      <ul className="tl-features">
        {features.map((feature) => (
          <li
            key={feature.title}
            className="tl-feature"
            data-linked={feature.link ? '' : undefined}
          >
            {feature.emoji && (
              <span className="tl-feature-emoji" aria-hidden="true">
                {feature.emoji}
              </span>
            )}
            <h2 className="tl-feature-title">
              {feature.link ? (
                <SiteLink to={feature.link}>{feature.title}</SiteLink>
              ) : (
                feature.title
              )}
            </h2>
            {feature.description && <p className="tl-feature-description">{feature.description}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
};

export default Features;
