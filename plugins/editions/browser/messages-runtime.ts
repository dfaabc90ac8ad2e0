import { reloadingForChunk } from '../../navigation/browser/chunk-failure';
import { loadMessageSet } from './message-sets';
import { SITE_EDITIONS } from '../../../site.config';

/**
 * The locale whose interface texts the first render needs: a demo page's `?locale=`, else that of
 * the edition the prerendered document is in (its `<html lang>`). Should the app pick another one,
 * its provider waits for that set (common/intl).
 */
function documentEditionId(): string {
  const asked = new URLSearchParams(location.search).get('locale');
  if (asked && location.pathname.includes('/~demos/')) return asked;
  const { lang } = document.documentElement;
  return (SITE_EDITIONS.find((edition) => edition.lang === lang) ?? SITE_EDITIONS[0]).id;
}

/** The first render waits for the page's message set; if it failed, the chunk recovery acts. */
export function render(renderApp: () => void) {
  loadMessageSet(documentEditionId()).then(() => reloadingForChunk() || renderApp());
}
