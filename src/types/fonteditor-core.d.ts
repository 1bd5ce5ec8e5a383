// fonteditor-core types its package entry only. The invoice font imports three of its modules directly, so the
// browser chunk carries them without the SVG, OTF and EOT code the entry pulls in. They are CommonJS modules with
// `exports.default`: the browser build hands over that exports object, Vitest the export itself.
declare module 'fonteditor-core/lib/ttf/ttfreader' {
  import type { FontEditor } from 'fonteditor-core';
  const TTFReader: typeof FontEditor.TTFReader | { default: typeof FontEditor.TTFReader };
  export default TTFReader;
}

declare module 'fonteditor-core/lib/ttf/ttfwriter' {
  import type { FontEditor } from 'fonteditor-core';
  const TTFWriter: typeof FontEditor.TTFWriter | { default: typeof FontEditor.TTFWriter };
  export default TTFWriter;
}

declare module 'fonteditor-core/lib/ttf/woff2ttf' {
  import type { FontEditor } from 'fonteditor-core';
  const woff2ttf: FontEditor.Core['woff2ttf'] | { default: FontEditor.Core['woff2ttf'] };
  export default woff2ttf;
}
