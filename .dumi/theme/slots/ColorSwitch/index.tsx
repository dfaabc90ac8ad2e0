import { useIntl, useSiteData } from 'dumi';
import 'dumi/theme-default/slots/ColorSwitch/index.less';
import React, { type FC } from 'react';
import { chooseColour, useColourChoice, type ColourChoice } from '../../common/colour-choice';
import './index.less';

const MODES: ColourChoice[] = ['light', 'dark', 'auto'];

const iconProps = {
  viewBox: '0 0 16 16',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.5,
  strokeLinecap: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;

/** A sun, a crescent moon, and a disc half filled for "follow the system". */
const ICONS: Record<ColourChoice, FC> = {
  light: () => (
    <svg {...iconProps}>
      <circle cx="8" cy="8" r="3" />
      <path d="M8 1v1.5M8 13.5V15M1 8h1.5M13.5 8H15M3 3l1 1M12 12l1 1M3 13l1-1M12 4l1-1" />
    </svg>
  ),
  dark: () => (
    <svg {...iconProps}>
      <path d="M13.5 10A6 6 0 0 1 6 2.5a6 6 0 1 0 7.5 7.5z" />
    </svg>
  ),
  auto: () => (
    <svg {...iconProps}>
      <circle cx="8" cy="8" r="6.25" />
      <path d="M8 1.75v12.5a6.25 6.25 0 0 0 0-12.5z" fill="currentColor" />
    </svg>
  ),
};

/**
 * The colour theme chooser: a native <select> (named "Colour theme") laid transparently over the
 * icon of the current choice (common/colour-choice.ts stores and applies it), in a box that clips
 * it (see index.less).
 */
const ColorSwitch: FC = () => {
  const intl = useIntl();
  const { themeConfig } = useSiteData();
  const chosen: ColourChoice = useColourChoice() ?? themeConfig.prefersColor.default;
  const Icon = ICONS[chosen];
  const modeName = (mode: string) => intl.formatMessage({ id: `header.color.mode.${mode}` });

  return (
    <span
      className="dumi-default-color-switch"
      data-dumi-tooltip={modeName(chosen)}
      data-dumi-tooltip-bottom
    >
      {Icon && <Icon />}
      <span className="tl-colour-switch-target">
        <select
          aria-label={intl.formatMessage({ id: 'a11y.color.switch' })}
          value={chosen}
          onChange={(event) => chooseColour(event.target.value as ColourChoice)}
          onClick={(event) => event.stopPropagation()}
        >
          {MODES.map((mode) => (
            <option value={mode} key={mode}>
              {modeName(mode)}
            </option>
          ))}
        </select>
      </span>
    </span>
  );
};

export default ColorSwitch;
