import { Link, useRouteMeta } from 'dumi';
import React, { type FC } from 'react';
import { isExternalUrl, resolveLink } from '../../common/links';
import './index.less';

interface Feature {
  emoji?: string;
  title: string;
  description?: string;
  link?: string;
}

const FeatureTitle: FC<{ feature: Feature }> = ({ feature: { title, link } }) => {
  if (!link) return <>{title}</>;
  const href = resolveLink(link);
  return isExternalUrl(href) ? (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {title}
    </a>
  ) : (
    <Link to={href}>{title}</Link>
  );
};

/** Home page feature cards, from the page's `features` frontmatter. */
const Features: FC = () => {
  const { frontmatter } = useRouteMeta();
  const features = frontmatter.features as Feature[] | undefined;
  if (!features?.length) return null;

  return (
    <ul className="tl-features">
      {features.map((feature) => (
        <li key={feature.title} className="tl-feature" data-linked={feature.link ? '' : undefined}>
          {feature.emoji && (
            <span className="tl-feature-emoji" aria-hidden="true">
              {feature.emoji}
            </span>
          )}
          <h2 className="tl-feature-title">
            <FeatureTitle feature={feature} />
          </h2>
          {feature.description && <p className="tl-feature-description">{feature.description}</p>}
        </li>
      ))}
    </ul>
  );
};

export default Features;
