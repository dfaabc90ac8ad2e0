import { FormattedMessage, Link, useIntl, useLocation, useSidebarData, useSiteData } from 'dumi';
import 'dumi/theme-default/slots/ContentFooter/index.less';
import './index.less';
import React, { useEffect, useMemo, useState, type FC } from 'react';
import { displayLocaleOf } from '../../../../plugins/shared/editions';
import { usePageFrontmatter } from '../../common/usePageDetails';

const iconProps = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
} as const;

const IconClock = () => (
  <svg {...iconProps}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </svg>
);

const IconEdit = () => (
  <svg {...iconProps}>
    <path d="M4 20h4L19 9l-4-4L4 16v4zM13 7l4 4" />
  </svg>
);

const IconLeft = () => (
  <svg {...iconProps}>
    <path d="M19 12H5M11 6l-6 6 6 6" />
  </svg>
);

/** The same instant on the server and in every browser, so the prerendered text hydrates as is. */
const formatUtc = (time: number) =>
  `${new Date(time).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/**
 * The page footer: "Last updated", "Improve this documentation" and PREV / NEXT. Unlike dumi's own,
 * all of it is rendered on the server, so the prerendered page carries it; once scripts run, the
 * date is shown in the visitor's time zone and locale (on the Chinese edition, formatted for zh-CN). Pages that come from no Markdown file (the
 * 404 page) have no footer: it would offer "NEXT" into whichever section the unknown path falls in.
 */
const ContentFooter: FC = () => {
  const { pathname } = useLocation();
  const sidebar = useSidebarData();
  const { themeConfig } = useSiteData();
  const frontmatter = usePageFrontmatter();
  const intl = useIntl();
  const lastUpdated: number | undefined = themeConfig.lastUpdated
    ? frontmatter.lastUpdated
    : undefined;
  const [shownDate, setShownDate] = useState(() => lastUpdated && formatUtc(lastUpdated));

  useEffect(() => {
    if (!lastUpdated) return;
    const local = new Intl.DateTimeFormat(displayLocaleOf(intl.locale), {
      dateStyle: 'short',
      timeStyle: 'short',
    });
    setShownDate(local.format(lastUpdated));
  }, [lastUpdated, intl.locale]);

  const [prev, next] = useMemo(() => {
    const items = (sidebar ?? []).flatMap((group) => group.children);
    const current = items.findIndex((item) => item.link === pathname);
    return current < 0 ? [] : [items[current - 1], items[current + 1]];
  }, [pathname, sidebar]);

  if (!frontmatter.filename) return null;
  return (
    <footer className="dumi-default-content-footer">
      <dl>
        {/* a description list needs a term; it names the list for screen readers only */}
        <dt className="tl-visually-hidden">
          <FormattedMessage id="content.footer.about" />
        </dt>
        {lastUpdated && (
          <dd>
            <IconClock />
            <span className="dumi-default-mobile-hidden">
              <FormattedMessage id="content.footer.last.updated" />
            </span>
            <time dateTime={new Date(lastUpdated).toISOString()}>{shownDate}</time>
          </dd>
        )}
        {themeConfig.editLink && (
          <dd>
            <a
              target="_blank"
              rel="noreferrer"
              href={intl.formatMessage(
                { id: '$internal.edit.link' },
                { filename: frontmatter.filename },
              )}
            >
              <IconEdit />
              <FormattedMessage id="content.footer.actions.edit" />
            </a>
          </dd>
        )}
      </dl>
      <nav>
        {prev && (
          <Link to={prev.link} data-prev>
            <small>
              <IconLeft />
              <FormattedMessage id="content.footer.actions.previous" />
            </small>
            {prev.title}
          </Link>
        )}
        {next && (
          <Link to={next.link} data-next>
            <small>
              <FormattedMessage id="content.footer.actions.next" />
              <IconLeft />
            </small>
            {next.title}
          </Link>
        )}
      </nav>
    </footer>
  );
};

export default ContentFooter;
