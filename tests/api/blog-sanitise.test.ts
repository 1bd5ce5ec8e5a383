/**
 * Blog HTML through the allow-list (server/modules/blogs/html.ts), both as the function and through a stored blog
 * read back over the API: OWASP-style XSS payloads come out harmless, ordinary formatting stays.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveBlog } from '../../server/modules/blogs/service.ts';
import { sanitiseBlogHtml } from '../../server/modules/blogs/html.ts';
import { startTestApp, type TestApp } from './helpers.ts';

const PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/xss.js></SCRIPT>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<img src=x onerror=alert(1)>',
  '<img src="x" ONERROR="alert(1)">',
  '<img src=javascript:alert(1)>',
  '<img src="jav&#x09;ascript:alert(1)">',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<img """><script>alert(1)</script>">',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">click</a>',
  '<a href=" javascript:alert(1)">click</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">click</a>',
  '<a href="&#x6A;avascript:alert(1)">click</a>',
  '<a href="java\u0000script:alert(1)">click</a>',
  '<a href="vbscript:msgbox(1)">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>',
  '<a href="//evil.example">protocol relative</a>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<body onload=alert(1)>',
  '<div style="background-image: url(javascript:alert(1))">x</div>',
  '<p style="width: expression(alert(1))">x</p>',
  '<style>@import "javascript:alert(1)";</style>',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<form action="javascript:alert(1)"><input type="submit"></form>',
  '<button formaction="javascript:alert(1)">x</button>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<audio src=x onerror=alert(1)>',
  '<marquee onstart=alert(1)>x</marquee>',
  '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>',
  '<div onmouseover="alert(1)">hover</div>',
  '<p title="&quot;><script>alert(1)</script>">x</p>',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<template><script>alert(1)</script></template>',
  '<a href="https://example.com" onclick="alert(1)">ok link</a>',
  '<img src="https://example.com/a.jpg" onload="alert(1)" style="x:expression(alert(1))">',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
  '<x onclick=alert(1)>custom</x>',
  '<h1 id="x" class="y" onclick="alert(1)">Title</h1>',
];

/** Something a browser would run: a script element, an event handler attribute, a script URL, CSS, a frame. */
function dangerous(html: string): string | null {
  const checks: [RegExp, string][] = [
    [/<\s*script/i, 'script element'],
    [/<[^>]*\son[a-z]+\s*=/i, 'event handler'],
    [/(?:href|src|action|formaction|data|background|xlink:href)\s*=\s*["']?\s*(?:javascript|vbscript|data):/i, 'script or data URL'],
    [/<[^>]*\sstyle\s*=/i, 'style attribute'],
    [/<\s*(?:style|iframe|object|embed|svg|math|link|meta|base|form|button|input|body|template|video|audio|details|marquee)\b/i, 'forbidden element'],
    [/(?:href|src)\s*=\s*["']?\/\//i, 'protocol-relative URL'],
  ];
  for (const [re, what] of checks) if (re.test(html)) return what;
  return null;
}

describe('sanitiseBlogHtml', () => {
  it.each(PAYLOADS)('makes %s harmless', (payload) => {
    const out = sanitiseBlogHtml(payload);
    expect(dangerous(out), out).toBeNull();
    // Cleaning is stable: what is stored comes back unchanged when cleaned again on the way out.
    expect(sanitiseBlogHtml(out)).toBe(out);
  });

  it('keeps ordinary formatting: paragraphs, headings, lists, links, images, quotes, tables', () => {
    const html =
      '<h2>Heading</h2><h3>Sub</h3><p>Text with <strong>bold</strong>, <em>italic</em> and <a href="https://example.com/page">a link</a> and <a href="/blogs/other">an inside link</a>.</p>' +
      '<ul><li>one</li><li>two</li></ul><ol><li>first</li></ol><blockquote><p>quote</p></blockquote>' +
      '<figure><img src="https://example.com/a.jpg" alt="A photo" width="640" height="480"><figcaption>Caption</figcaption></figure>' +
      '<img src="/storage/blogs/x-640.webp" alt="Stored"><table><thead><tr><th>h</th></tr></thead><tbody><tr><td>d</td></tr></tbody></table><pre><code>x = 1</code></pre>';
    const out = sanitiseBlogHtml(html);
    for (const kept of ['<h2>Heading</h2>', '<h3>Sub</h3>', '<strong>bold</strong>', '<em>italic</em>', '<ul><li>one</li><li>two</li></ul>', '<ol><li>first</li></ol>', '<blockquote><p>quote</p></blockquote>', '<figcaption>Caption</figcaption>', '<th>h</th>', '<td>d</td>', '<pre><code>x = 1</code></pre>']) {
      expect(out).toContain(kept);
    }
    expect(out).toContain('<a href="https://example.com/page" rel="nofollow noopener noreferrer" target="_blank">a link</a>');
    expect(out).toContain('<a href="/blogs/other">an inside link</a>');
    expect(out).toContain('<img src="https://example.com/a.jpg" alt="A photo" width="640" height="480" loading="lazy" decoding="async" />');
    expect(out).toContain('<img src="/storage/blogs/x-640.webp" alt="Stored" loading="lazy" decoding="async" />');
  });

  it('keeps the text of a heading 1 as a heading 2 (the page title is the only h1)', () => {
    expect(sanitiseBlogHtml('<h1 onclick="x">Title</h1>')).toBe('<h2>Title</h2>');
  });
});

describe('blog content through the API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('stores and serves every payload harmless, with the text before it kept', async () => {
    for (const [i, payload] of PAYLOADS.entries()) {
      const slug = `xss-${i}`;
      await saveBlog(t.db, { slug, title: `XSS ${i}`, excerpt: '', content: `<p>before</p>${payload}<p>after</p>`, categoryId: null, featuredImageUrl: null, imageVariants: [], imageCredit: null, publishedAt: new Date(Date.now() - 60_000) });
      const res = await t.call('GET', `/api/v1/blogs/${slug}`);
      expect(res.status).toBe(200);
      const out = res.json.data.content as string;
      expect(dangerous(out), `${payload} -> ${out}`).toBeNull();
      expect(out.startsWith('<p>before</p>'), out).toBe(true);
      // Stored clean, not only served clean.
      const { rows } = (await t.db.execute(`select content from blogs where slug = '${slug}'`)) as unknown as { rows: { content: string }[] };
      expect(rows[0]!.content).toBe(out);
    }
  });
});
