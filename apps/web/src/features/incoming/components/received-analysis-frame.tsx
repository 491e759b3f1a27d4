import { useCallback, useRef, useState } from 'react';

/**
 * A second line of defence behind the server's sanitiser: the report is shown in a sandboxed frame without
 * `allow-scripts` (nothing in it can run, whatever slipped through) and under a CSP that loads nothing but
 * images. `allow-same-origin` only lets this page measure the frame's height; without scripts it grants the
 * report nothing. Links open in a new tab, outside the sandbox.
 */
const FRAME_CSP = "default-src 'none'; img-src https: data:; style-src 'unsafe-inline'; form-action 'none'";

const FRAME_STYLE = `
  body { margin: 0; padding: 1rem; font: 16px/1.5 system-ui, sans-serif; color: #1f2937; overflow-wrap: anywhere; }
  img, svg { max-width: 100%; height: auto; }
  table { border-collapse: collapse; }
  td, th { border: 1px solid #e5e7eb; padding: 0.25rem 0.5rem; }
`;

function frameDocument(html: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="${FRAME_CSP}"><base target="_blank"><style>${FRAME_STYLE}</style></head><body>${html}</body></html>`;
}

export interface ReceivedAnalysisFrameProps {
  /** Sanitised body HTML from the server. */
  html: string;
  title: string;
}

/** Shows one received report, sized to its content. */
export function ReceivedAnalysisFrame({ html, title }: ReceivedAnalysisFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(400);
  const fitToContent = useCallback(() => {
    const doc = frame.current?.contentDocument;
    // The body, not the document: the document is at least as tall as the frame already is.
    if (doc?.body) setHeight(Math.max(160, doc.body.scrollHeight + 4));
  }, []);
  return (
    <iframe
      ref={frame}
      className="incoming-frame"
      title={title}
      sandbox="allow-same-origin allow-popups allow-popups-to-escape-sandbox"
      referrerPolicy="no-referrer"
      srcDoc={frameDocument(html)}
      style={{ height }}
      onLoad={fitToContent}
      data-testid="received-analysis-frame"
    />
  );
}
