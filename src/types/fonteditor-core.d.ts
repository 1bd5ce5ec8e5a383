// fonteditor-core types its package entry only; the invoice font imports three of its modules directly, so the
// browser chunk carries them without the SVG, OTF and EOT code the entry pulls in.
declare module 'fonteditor-core/lib/ttf/ttfreader' {
  import type { FontEditor } from 'fonteditor-core';
  const TTFReader: typeof FontEditor.TTFReader;
  export default TTFReader;
}

declare module 'fonteditor-core/lib/ttf/ttfwriter' {
  import type { FontEditor } from 'fonteditor-core';
  const TTFWriter: typeof FontEditor.TTFWriter;
  export default TTFWriter;
}

declare module 'fonteditor-core/lib/ttf/woff2ttf' {
  import type { FontEditor } from 'fonteditor-core';
  const woff2ttf: FontEditor.Core['woff2ttf'];
  export default woff2ttf;
}
