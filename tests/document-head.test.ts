import { createElement as h, Fragment } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  headOf,
  Helmet,
  HelmetProvider,
  mergeHeads,
  type HeadState,
} from '../.dumi/theme/common/document-head';

describe('the document head', () => {
  it('reads title, language and meta tags from the children, fragments included', () => {
    const head = headOf({
      children: [
        h('html', { key: 'h', lang: 'zh-CN' }),
        h(Fragment, { key: 'f' }, h('title', null, 'Go ', 'Server')),
        h('meta', { key: 'm', name: 'description', content: 'Deploying' }),
        false,
      ],
    });
    expect(head).toEqual({
      titleTemplate: undefined,
      defaultTitle: undefined,
      title: 'Go Server',
      lang: 'zh-CN',
      metas: [{ name: 'description', content: 'Deploying' }],
    });
  });

  it('lets a later instance set the title under an earlier template, and replace its tags', () => {
    const page: HeadState = {
      titleTemplate: '%s - Site',
      defaultTitle: 'Site',
      lang: 'en',
      metas: [
        { name: 'description', content: 'About products' },
        { property: 'article:tag', content: 'mac' },
        { property: 'article:tag', content: 'icons' },
      ],
    };
    const notFound: HeadState = {
      title: 'Page not found',
      metas: [{ name: 'description', content: 'Gone' }],
    };
    expect(mergeHeads([page])).toEqual({ title: 'Site', lang: 'en', metas: page.metas });
    expect(mergeHeads([page, notFound])).toEqual({
      title: 'Page not found - Site',
      lang: 'en',
      metas: [
        { name: 'description', content: 'Gone' },
        { property: 'article:tag', content: 'mac' },
        { property: 'article:tag', content: 'icons' },
      ],
    });
    // a template without %s is the whole title (the home page)
    expect(mergeHeads([{ ...page, titleTemplate: 'Site', title: 'Home' }]).title).toBe('Site');
  });

  it('gives the prerender escaped data-rh tags, as umi reads them from the context', () => {
    const context: { helmet?: Record<string, { toString(): string }> } = {};
    renderToString(
      h(
        HelmetProvider,
        { context },
        h(
          Helmet,
          { titleTemplate: '%s - Site' },
          h('title', null, 'Q&A <"tips">'),
          h('meta', { name: 'description', content: 'Tom\'s "guide"' }),
        ),
        h(Helmet, null, h('meta', { httpEquiv: 'x-ua-compatible', content: 'ie=edge' })),
      ),
    );
    expect(context.helmet!.title.toString()).toBe(
      '<title data-rh="true">Q&#38;A &#60;&#34;tips&#34;&#62; - Site</title>',
    );
    expect(context.helmet!.meta.toString()).toBe(
      '<meta data-rh="true" name="description" content="Tom&#39;s &#34;guide&#34;"/>' +
        '<meta data-rh="true" http-equiv="x-ua-compatible" content="ie=edge"/>',
    );
    expect(context.helmet!.link.toString()).toBe('');
  });
});
