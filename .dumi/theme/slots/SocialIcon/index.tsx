import { ReactComponent as IconGitHub } from '@ant-design/icons-svg/inline-svg/outlined/github.svg';
import { useIntl } from 'dumi';
import React, { lazy, Suspense, type FC } from 'react';

// dumi's own icon link, with the icons of every network it knows; only for networks other than
// GitHub, so that pages do not carry eight icons to show one
const PresetSocialIcon = lazy(() => import('dumi/theme-original/slots/SocialIcon'));

interface SocialIconProps {
  icon: string;
  link: string;
}

/** A header link to one of the site's social accounts (`themeConfig.socialLinks`). */
const SocialIcon: FC<SocialIconProps> = ({ icon, link }) => {
  const intl = useIntl();
  if (icon !== 'github') {
    return (
      <Suspense fallback={null}>
        <PresetSocialIcon icon={icon as 'github'} link={link} />
      </Suspense>
    );
  }
  const name = intl.formatMessage({ id: 'header.social.github' });
  return (
    <a
      className="dumi-default-icon"
      data-dumi-tooltip={name}
      data-dumi-tooltip-bottom
      aria-label={name}
      target="_blank"
      href={link}
      rel="noreferrer"
    >
      <IconGitHub aria-hidden="true" focusable="false" />
    </a>
  );
};

export default SocialIcon;
