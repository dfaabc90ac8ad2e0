import zoomMessages from '@@/plugin-siteTheme/zoom-messages';
import { useIntl } from 'dumi';
import React, { useEffect, useId, useRef, type FC, type ImgHTMLAttributes } from 'react';
import { createPortal } from 'react-dom';
import { addMessages } from '../../../../plugins/editions/browser/message-sets';

addMessages(zoomMessages);

/**
 * The dialog's styles come with its code, on first use: the site's style sheet, which every page
 * loads before its first paint, does not carry them. `Canvas` and `CanvasText` follow the page's
 * colour scheme, which the dark theme sets, so the dialog matches either theme.
 */
const STYLES = `
.tl-zoom {
  max-width: 96vw;
  max-height: 96vh;
  padding: 0;
  color: CanvasText;
  font-family: sans-serif;
  background: Canvas;
  border: 0;
  border-radius: 8px;
  box-shadow: 0 8px 40px rgb(0 0 0 / 35%);
}
.tl-zoom::backdrop {
  background: rgb(0 0 0 / 72%);
}
.tl-zoom figure {
  margin: 0;
  padding: 0 16px 16px;
}
.tl-zoom img {
  display: block;
  width: min(92vw - 32px, (96vh - 120px) * var(--tl-zoom-ratio));
  height: auto;
  cursor: zoom-out;
}
.tl-zoom figcaption {
  max-width: 70ch;
  margin-top: 12px;
  font-size: 14px;
  line-height: 1.6;
}
.tl-zoom-close {
  display: block;
  margin: 8px 8px 8px auto;
  padding: 4px 12px;
  color: inherit;
  font: inherit;
  font-size: 14px;
  background: none;
  border: 1px solid GrayText;
  border-radius: 6px;
  cursor: pointer;
}
@media (prefers-reduced-motion: no-preference) {
  .tl-zoom[open] {
    animation: tl-zoom-in 0.18s ease-out;
  }
}
@keyframes tl-zoom-in {
  from {
    transform: scale(0.96);
    opacity: 0;
  }
}`;

const style = document.createElement('style');
style.textContent = STYLES;
document.head.append(style);

export interface ZoomDialogProps {
  picture: ImgHTMLAttributes<HTMLImageElement>;
  onClose(): void;
}

/**
 * The picture as large as the window allows, in a modal dialog captioned with its alt text. The
 * browser keeps focus inside while it is open and closes it on Escape; a click on the backdrop or
 * on the picture closes it too, and so does its Close button, which has focus first.
 */
const ZoomDialog: FC<ZoomDialogProps> = ({ picture, onClose }) => {
  const intl = useIntl();
  const dialog = useRef<HTMLDialogElement>(null);
  const captionId = useId();
  const closed = useRef(onClose);
  closed.current = onClose;
  useEffect(() => {
    const element = dialog.current!;
    const onClosed = () => closed.current();
    element.addEventListener('close', onClosed);
    element.showModal();
    return () => element.removeEventListener('close', onClosed);
  }, []);
  const close = () => dialog.current?.close();
  const width = Number(picture.width) || 4;
  const height = Number(picture.height) || 3;

  return createPortal(
    // the dialog itself is the target only where the backdrop shows around its content
    <dialog
      ref={dialog}
      className="tl-zoom"
      aria-labelledby={captionId}
      onClick={(event) => {
        if (event.target === event.currentTarget) close();
      }}
    >
      <button type="button" className="tl-zoom-close" onClick={close} autoFocus>
        {intl.formatMessage({ id: 'zoom.close' })}
      </button>
      <figure style={{ '--tl-zoom-ratio': width / height } as React.CSSProperties}>
        <img src={picture.src} alt="" width={width} height={height} onClick={close} />
        <figcaption id={captionId}>{picture.alt}</figcaption>
      </figure>
    </dialog>,
    document.body,
  );
};

export default ZoomDialog;
