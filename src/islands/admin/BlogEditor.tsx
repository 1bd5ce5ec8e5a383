import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { adminBlog, saveAdminBlog, type AdminBlog, type AdminBlogCategory } from '../../lib/api/admin-blogs.ts';
import { errorText, fieldErrorTexts } from '../../lib/error-text.ts';
import type { Translate } from '../../i18n/translator.ts';
import { EditorLoad } from './shared.tsx';
import { Modal } from '../../components/ui/Modal.tsx';

type Mode = 'draft' | 'publish' | 'schedule';
type Field = 'title' | 'excerpt' | 'content' | 'category_id' | 'published_at' | 'featured_image';
type Errors = Partial<Record<Field, string>>;

const TITLE_MAX = 200;
const EXCERPT_MAX = 500;

/** A time as a datetime-local input shows it: the reader's own clock, to the minute. */
function localInput(d: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
}

const inAnHour = () => new Date(Date.now() + 60 * 60 * 1000);

/** A datetime-local value as the ISO time to send, or why it cannot be sent. */
function scheduled(value: string): string | 'missing' | 'past' {
  const at = value ? new Date(value) : null;
  if (!at || Number.isNaN(at.getTime())) return 'missing';
  return at.getTime() <= Date.now() ? 'past' : at.toISOString();
}

/**
 * Writing a blog post (issue 16, decision 181): title, excerpt, category, the Trending, Featured and Highlights flags,
 * a featured image with its preview and upload progress, the text in a rich text editor (Tiptap), and when it goes
 * public: now, at a chosen time, or not yet (a draft). The server cleans the HTML and makes the slug; this form only
 * checks what the operator can fix before sending.
 */
export default function BlogEditor({ id, categories, t, onManageCategories, onClose }: {
  id: number | null;
  categories: AdminBlogCategory[];
  t: Translate;
  onManageCategories: () => void;
  onClose: (saved: AdminBlog | null) => void;
}) {
  return (
    <EditorLoad load={(signal) => (id === null ? Promise.resolve(null) : adminBlog(id, { signal }))} failedText={t('blog.errors.loadPost')} backLabel={t('blog.editor.back')} t={t} onBack={() => onClose(null)}>
      {(post) => <PostForm post={post} categories={categories} t={t} onManageCategories={onManageCategories} onClose={onClose} />}
    </EditorLoad>
  );
}

function PostForm({ post, categories, t, onManageCategories, onClose }: {
  post: AdminBlog | null;
  categories: AdminBlogCategory[];
  t: Translate;
  onManageCategories: () => void;
  onClose: (saved: AdminBlog | null) => void;
}) {
  const [title, setTitle] = useState(post?.title ?? '');
  const [excerpt, setExcerpt] = useState(post?.excerpt ?? '');
  const [categoryId, setCategoryId] = useState(post?.category_id ? String(post.category_id) : '');
  const [flags, setFlags] = useState({ is_trending: post?.is_trending ?? false, is_featured: post?.is_featured ?? false, is_highlighted: post?.is_highlighted ?? false });
  const [mode, setMode] = useState<Mode>(post?.status === 'published' ? 'publish' : post?.status === 'scheduled' ? 'schedule' : 'draft');
  const [when, setWhen] = useState(() => localInput(post?.status === 'scheduled' && post.published_at ? new Date(post.published_at) : inAnHour()));
  const [image, setImage] = useState<{ file: File; url: string } | null>(null);
  const [removeImage, setRemoveImage] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const ids = { title: useId(), excerpt: useId(), category: useId(), content: useId(), image: useId(), when: useId(), mode: useId() };

  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3] }, code: false, codeBlock: false, link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'] } })],
    content: post?.content ?? '',
    immediatelyRender: false,
    // The missing-text message goes once there is text, not at the next send.
    onUpdate: ({ editor: e }) => {
      if (!e.isEmpty) setErrors((found) => (found.content ? { ...found, content: undefined } : found));
    },
    editorProps: { attributes: { 'aria-labelledby': ids.content, 'aria-describedby': `${ids.content}-error`, role: 'textbox', 'aria-multiline': 'true', class: 'blg-prose' } },
  });

  // A chosen file's preview address lives as long as the choice.
  useEffect(
    () => () => {
      if (image) URL.revokeObjectURL(image.url);
    },
    [image],
  );
  const file = image?.file ?? null;
  const chooseImage = (f: File | null) => setImage(f ? { file: f, url: URL.createObjectURL(f) } : null);

  const shownImage = image?.url ?? (removeImage ? null : post?.featured_image_url ?? null);
  const saving = progress !== null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!editor) return;
    const found: Errors = {};
    if (!title.trim()) found.title = t('blog.errors.titleRequired');
    if (editor.isEmpty) found.content = t('blog.errors.contentRequired');
    let publishedAt = '';
    if (mode === 'publish') publishedAt = post?.status === 'published' && post.published_at ? post.published_at : new Date().toISOString();
    if (mode === 'schedule') {
      const at = scheduled(when);
      if (at === 'missing') found.published_at = t('blog.errors.whenRequired');
      else if (at === 'past') found.published_at = t('blog.errors.whenPast');
      else publishedAt = at;
    }
    setErrors(found);
    setFailure('');
    if (Object.keys(found).length) {
      document.getElementById(found.title ? ids.title : found.content ? ids.content : ids.when)?.focus();
      return;
    }
    const body = new FormData();
    body.set('title', title.trim());
    body.set('excerpt', excerpt.trim());
    body.set('content', editor.getHTML());
    body.set('category_id', categoryId);
    for (const [k, v] of Object.entries(flags)) body.set(k, v ? '1' : '0');
    body.set('published_at', publishedAt);
    if (file) body.set('featured_image', file);
    else if (removeImage) body.set('remove_image', '1');
    setProgress(0);
    try {
      onClose(await saveAdminBlog(post?.id ?? null, body, setProgress));
    } catch (err) {
      const fields = fieldErrorTexts(err, t) as Errors;
      setErrors(fields);
      setFailure(errorText(err, t, t('blog.errors.save')));
    } finally {
      setProgress(null);
    }
  };

  const errorOf = (field: Field, htmlId: string) =>
    errors[field] ? (
      <p className="field-error" id={`${htmlId}-error`}>
        {errors[field]}
      </p>
    ) : null;
  const described = (field: Field, htmlId: string) => (errors[field] ? { 'aria-invalid': true as const, 'aria-describedby': `${htmlId}-error` } : {});

  return (
    <form className="blg-editor" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="blg-editor-title">
      <div className="blg-editor-head">
        <h2 id="blg-editor-title">{t(post ? 'blog.editor.editTitle' : 'blog.editor.newTitle')}</h2>
        <button type="button" className="btn" onClick={() => onClose(null)} disabled={saving}>
          {t('blog.editor.back')}
        </button>
      </div>

      <div className="blg-editor-grid">
        <div className="blg-main">
          <label className="field" htmlFor={ids.title}>
            <span>{t('blog.editor.title')}</span>
            <input id={ids.title} value={title} maxLength={TITLE_MAX} required onChange={(e) => setTitle(e.target.value)} {...described('title', ids.title)} />
          </label>
          {errorOf('title', ids.title)}

          <label className="field" htmlFor={ids.excerpt}>
            <span>{t('blog.editor.excerpt')}</span>
            <textarea id={ids.excerpt} value={excerpt} maxLength={EXCERPT_MAX} rows={2} onChange={(e) => setExcerpt(e.target.value)} aria-describedby={`${ids.excerpt}-hint`} />
          </label>
          <p className="adm-hint" id={`${ids.excerpt}-hint`}>
            {t('blog.editor.excerptHint')}
          </p>
          {errorOf('excerpt', ids.excerpt)}

          <div className="blg-field">
            <span className="blg-label" id={ids.content}>
              {t('blog.editor.content')}
            </span>
            {editor ? <Toolbar editor={editor} t={t} /> : null}
            <div className={`blg-editor-box${errors.content ? ' is-invalid' : ''}`}>
              {editor ? <EditorContent editor={editor} /> : <p className="adm-note">{t('blog.loadingEditor')}</p>}
            </div>
            <p className="field-error" id={`${ids.content}-error`}>
              {errors.content ?? ''}
            </p>
          </div>
        </div>

        <div className="blg-side">
          <div className="blg-field">
            <label className="field" htmlFor={ids.category}>
              <span>{t('blog.category')}</span>
              <select id={ids.category} value={categoryId} onChange={(e) => setCategoryId(e.target.value)} {...described('category_id', ids.category)}>
                <option value="">{t('blog.noCategory')}</option>
                {categories.map((c) => (
                  <option key={c.id} value={String(c.id)}>
                    {c.name}
                  </option>
                ))}
              </select>
            </label>
            {errorOf('category_id', ids.category)}
            <button type="button" className="btn blg-manage" onClick={onManageCategories}>
              {t('blog.categories.open')}
            </button>
          </div>

          <fieldset className="blg-fieldset">
            <legend>{t('blog.editor.flags')}</legend>
            {(['is_trending', 'is_featured', 'is_highlighted'] as const).map((flag) => (
              <label key={flag} className="adm-check">
                <input type="checkbox" checked={flags[flag]} onChange={(e) => setFlags((f) => ({ ...f, [flag]: e.target.checked }))} />
                {t(`blog.editor.${flag}`)}
              </label>
            ))}
          </fieldset>

          <fieldset className="blg-fieldset">
            <legend>{t('blog.editor.publishing')}</legend>
            {(['publish', 'schedule', 'draft'] as const).map((m) => (
              <label key={m} className="adm-check">
                <input type="radio" name={ids.mode} value={m} checked={mode === m} onChange={() => setMode(m)} />
                {t(m === 'publish' && post?.status === 'published' ? 'blog.editor.keepPublished' : `blog.editor.${m}`)}
              </label>
            ))}
            {mode === 'schedule' && (
              <label className="field" htmlFor={ids.when}>
                <span>{t('blog.editor.when')}</span>
                <input id={ids.when} type="datetime-local" value={when} onChange={(e) => setWhen(e.target.value)} {...described('published_at', ids.when)} />
              </label>
            )}
            {errorOf('published_at', ids.when)}
          </fieldset>

          <div className="blg-field">
            <label className="field" htmlFor={ids.image}>
              <span>{t('blog.editor.image')}</span>
              <input
                id={ids.image}
                type="file"
                accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
                aria-describedby={`${ids.image}-hint`}
                onChange={(e) => {
                  chooseImage(e.target.files?.[0] ?? null);
                  setRemoveImage(false);
                }}
                {...(errors.featured_image ? { 'aria-invalid': true } : {})}
              />
            </label>
            <p className="adm-hint" id={`${ids.image}-hint`}>
              {t('blog.editor.imageHint')}
            </p>
            {errorOf('featured_image', ids.image)}
            {shownImage && (
              <figure className="blg-preview">
                <img src={shownImage} alt={t('blog.editor.imagePreview')} />
                <button
                  type="button"
                  className="btn adm-danger"
                  onClick={() => {
                    chooseImage(null);
                    setRemoveImage(true);
                    const input = document.getElementById(ids.image) as HTMLInputElement | null;
                    if (input) input.value = '';
                  }}
                >
                  {t('blog.editor.removeImage')}
                </button>
              </figure>
            )}
          </div>
        </div>
      </div>

      {failure && (
        <p className="adm-notice is-error" role="alert">
          {failure}
        </p>
      )}
      <div className="blg-submit">
        {saving && (
          <label className="blg-progress">
            <span>{file ? t('blog.editor.uploading', { pct: progress }) : t('blog.editor.saving')}</span>
            <progress max={100} value={progress ?? 0} />
          </label>
        )}
        <button type="submit" className="btn btn-primary" disabled={saving || !editor}>
          {t(mode === 'publish' && post?.status !== 'published' ? 'blog.editor.submitPublish' : mode === 'schedule' ? 'blog.editor.submitSchedule' : 'blog.editor.submitSave')}
        </button>
      </div>
    </form>
  );
}

/** A chain link, drawn: an emoji depends on the reader's fonts. */
const LINK_ICON = (
  <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round">
    <path d="M10 13a5 5 0 0 0 7.07 0l3-3a5 5 0 0 0-7.07-7.07l-1.5 1.5" />
    <path d="M14 11a5 5 0 0 0-7.07 0l-3 3a5 5 0 0 0 7.07 7.07l1.5-1.5" />
  </svg>
);

/** A numbered list, drawn: a visible "1." would have to be part of the button's name. */
const NUMBERED_ICON = (
  <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
    <path d="M10 6h11M10 12h11M10 18h11" />
    <path d="M4 4v4M3 14h2l-2 4h2" />
  </svg>
);

/** The formatting buttons: each named for screen readers, pressed while its format applies where the caret is. */
function Toolbar({ editor, t }: { editor: Editor; t: Translate }) {
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      blockquote: e.isActive('blockquote'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const [linking, setLinking] = useState<string | null>(null);
  const chain = () => editor.chain().focus();
  const buttons: { key: string; label: string; glyph: ReactNode; pressed?: boolean; disabled?: boolean; run: () => void }[] = [
    { key: 'bold', label: t('blog.toolbar.bold'), glyph: 'B', pressed: active.bold, run: () => chain().toggleBold().run() },
    { key: 'italic', label: t('blog.toolbar.italic'), glyph: 'I', pressed: active.italic, run: () => chain().toggleItalic().run() },
    { key: 'underline', label: t('blog.toolbar.underline'), glyph: 'U', pressed: active.underline, run: () => chain().toggleUnderline().run() },
    // The visible H2 and H3 belong in the names too (WCAG 2.5.3, label in name).
    { key: 'h2', label: `${t('blog.toolbar.heading')} H2`, glyph: 'H2', pressed: active.h2, run: () => chain().toggleHeading({ level: 2 }).run() },
    { key: 'h3', label: `${t('blog.toolbar.subheading')} H3`, glyph: 'H3', pressed: active.h3, run: () => chain().toggleHeading({ level: 3 }).run() },
    { key: 'ul', label: t('blog.toolbar.bulletList'), glyph: '•', pressed: active.bulletList, run: () => chain().toggleBulletList().run() },
    { key: 'ol', label: t('blog.toolbar.orderedList'), glyph: NUMBERED_ICON, pressed: active.orderedList, run: () => chain().toggleOrderedList().run() },
    { key: 'quote', label: t('blog.toolbar.quote'), glyph: '“', pressed: active.blockquote, run: () => chain().toggleBlockquote().run() },
    {
      key: 'link',
      label: t('blog.toolbar.link'),
      glyph: LINK_ICON,
      pressed: active.link,
      run: () => setLinking((editor.getAttributes('link').href as string | undefined) ?? ''),
    },
    { key: 'undo', label: t('blog.toolbar.undo'), glyph: '↶', disabled: !active.canUndo, run: () => chain().undo().run() },
    { key: 'redo', label: t('blog.toolbar.redo'), glyph: '↷', disabled: !active.canRedo, run: () => chain().redo().run() },
  ];
  return (
    <div className="blg-toolbar" role="toolbar" aria-label={t('blog.toolbar.label')}>
      {buttons.map((b) => (
        <button
          key={b.key}
          type="button"
          className={`blg-tool blg-tool-${b.key}`}
          aria-label={b.label}
          title={b.label}
          disabled={b.disabled}
          {...(b.pressed === undefined ? {} : { 'aria-pressed': b.pressed })}
          onClick={b.run}
        >
          <span aria-hidden="true">{b.glyph}</span>
        </button>
      ))}
      {linking !== null && (
        <LinkDialog
          href={linking}
          t={t}
          onApply={(href) => {
            setLinking(null);
            if (href) chain().extendMarkRange('link').setLink({ href }).run();
            else chain().extendMarkRange('link').unsetLink().run();
          }}
          onClose={() => {
            setLinking(null);
            editor.commands.focus();
          }}
        />
      )}
    </div>
  );
}

/** Addresses a link may have: the web, mail, or a page of this site (the server's allow-list drops anything else). */
const LINKABLE = /^(?:https?:\/\/[^\s]+|mailto:[^\s]+|\/[^\s]*)$/i;

/**
 * The address of the link at the caret, shown while it is asked for (`href`: the current one, or empty). It sits
 * inside the post's form, so it holds no form of its own: Enter in the field applies, as Apply does. An empty address
 * removes the link.
 */
function LinkDialog({ href, t, onApply, onClose }: { href: string; t: Translate; onApply: (href: string) => void; onClose: () => void }) {
  const [value, setValue] = useState(href);
  const [error, setError] = useState('');
  const id = useId();
  const apply = () => {
    const address = value.trim();
    if (address && !LINKABLE.test(address)) setError(t('blog.toolbar.linkInvalid'));
    else onApply(address);
  };
  return (
    <Modal
      open
      title={t('blog.toolbar.link')}
      onClose={onClose}
      size="sm"
      closeLabel={t('close')}
      actions={
        <>
          {href ? (
            <button type="button" className="btn adm-danger" onClick={() => onApply('')}>
              {t('blog.toolbar.linkRemove')}
            </button>
          ) : null}
          <button type="button" className="btn" onClick={onClose}>
            {t('cancel')}
          </button>
          <button type="button" className="btn btn-primary" onClick={apply}>
            {t('blog.toolbar.linkApply')}
          </button>
        </>
      }
    >
      <div className="field">
        <label htmlFor={id}>{t('blog.toolbar.linkAddress')}</label>
        <input
          id={id}
          type="url"
          inputMode="url"
          autoComplete="off"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          onChange={(e) => {
            setValue(e.target.value);
            if (error) setError('');
          }}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return;
            // The post's form must not be sent from here.
            e.preventDefault();
            apply();
          }}
        />
        <p className="adm-hint" id={`${id}-hint`}>
          {t('blog.toolbar.linkHint')}
        </p>
        {error && (
          <p className="field-error" id={`${id}-error`} role="alert">
            {error}
          </p>
        )}
      </div>
    </Modal>
  );
}
