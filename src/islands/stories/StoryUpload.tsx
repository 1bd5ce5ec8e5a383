import { useEffect, useId, useMemo, useState } from 'react';
import { Modal } from '../../components/ui/Modal.tsx';
import { createStories } from '../../lib/api/stories.ts';
import { succeeded, uploadError } from '../../lib/api/upload.ts';
import { errorText } from '../../lib/error-text.ts';
import { isVideoFile, STORY_ACCEPT, storyFileProblem } from '../../lib/stories.ts';
import { STORY_FILES_MAX } from '../../../common/stories.ts';
import type { Translate } from '../../i18n/translator.ts';

/** How long 'Your story has been uploaded successfully.' shows before the modal closes (spec 001 §8). */
const SUCCESS_MS = 2000;

type Props = { t: Translate; open: boolean; onClose: () => void; onUploaded: () => void };
type Chosen = { file: File; url: string; video: boolean };

/**
 * The story upload modal (spec 001 'Create menu', §5 'Media upload'): images and the story video types, each at most
 * 50 MB, with previews; Upload is disabled with no files or while uploading, and shows the upload's progress.
 */
export default function StoryUpload({ t, open, onClose, onUploaded }: Props) {
  const inputId = useId();
  const [chosen, setChosen] = useState<Chosen[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState('');

  // Preview URLs are released when the files leave the list or the modal goes.
  const urls = useMemo(() => chosen.map((c) => c.url), [chosen]);
  useEffect(() => () => urls.forEach((u) => URL.revokeObjectURL(u)), [urls]);

  const reset = () => {
    setChosen([]);
    setProblems([]);
    setProgress(null);
    setDone(false);
    setFailure('');
  };
  const close = () => {
    if (progress !== null && !done) return;
    reset();
    onClose();
  };

  const pick = (files: FileList | null) => {
    if (!files) return;
    const found: string[] = [];
    const ok: Chosen[] = [];
    let room = STORY_FILES_MAX - chosen.length;
    for (const file of Array.from(files)) {
      const problem = storyFileProblem(file);
      if (problem) found.push(t(`errors:codes.${problem}`, { file: file.name }));
      else if (room <= 0) found.push(t('errors:codes.TOO_MANY_FILES', { max: STORY_FILES_MAX }));
      else {
        room -= 1;
        ok.push({ file, url: URL.createObjectURL(file), video: isVideoFile(file) });
      }
    }
    setProblems([...new Set(found)]);
    setFailure('');
    setChosen((c) => [...c, ...ok]);
  };

  const upload = async () => {
    if (chosen.length === 0 || progress !== null) return;
    setFailure('');
    setProgress(0);
    const result = await createStories(
      chosen.map((c) => c.file),
      (pct) => setProgress(pct),
    );
    if (succeeded(result)) {
      setDone(true);
      onUploaded();
      window.setTimeout(() => {
        reset();
        onClose();
      }, SUCCESS_MS);
      return;
    }
    setProgress(null);
    setFailure(errorText(uploadError(result), t, t('errors.create')));
  };

  const uploading = progress !== null && !done;
  return (
    <Modal open={open} title={t('upload.title')} onClose={close} closeLabel={t('close')} size="md"
      actions={
        done ? null : (
          <>
            <button type="button" className="btn" onClick={close} disabled={uploading}>
              {t('cancel')}
            </button>
            <button type="button" className="btn btn-primary" onClick={() => void upload()} disabled={chosen.length === 0 || uploading}>
              {uploading ? t('upload.uploading') : t('upload.submit')}
            </button>
          </>
        )
      }
    >
      {done ? (
        <p className="su-done" role="status">
          {t('uploaded')}
        </p>
      ) : (
        <div className="su">
          <label className="su-drop" htmlFor={inputId}>
            <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false"><path d="M12 16V4M7 9l5-5 5 5M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" /></svg>
            <span>{t('upload.choose')}</span>
            <small>{t('upload.hint')}</small>
          </label>
          <input
            id={inputId}
            className="visually-hidden"
            type="file"
            multiple
            accept={STORY_ACCEPT}
            disabled={uploading}
            onChange={(e) => {
              pick(e.target.files);
              e.target.value = '';
            }}
          />
          {problems.length > 0 && (
            <ul className="su-problems" role="alert">
              {problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          )}
          {chosen.length > 0 && (
            <ul className="su-previews" aria-label={t('upload.chosen', { count: chosen.length })}>
              {chosen.map((c, i) => (
                <li key={c.url}>
                  {c.video ? <video src={c.url} muted playsInline preload="metadata" aria-label={c.file.name} /> : <img src={c.url} alt={c.file.name} />}
                  <button
                    type="button"
                    className="su-remove"
                    aria-label={t('upload.remove', { file: c.file.name })}
                    disabled={uploading}
                    onClick={() => setChosen((list) => list.filter((_, j) => j !== i))}
                  >
                    ×
                  </button>
                </li>
              ))}
            </ul>
          )}
          {uploading && (
            <div className="su-progress">
              <progress max={100} value={progress ?? 0} aria-label={t('upload.progress')} />
              <span>{progress}%</span>
            </div>
          )}
          {failure && (
            <p className="su-failure" role="alert">
              <strong>{t('upload.failed')}</strong> {failure}
            </p>
          )}
        </div>
      )}
    </Modal>
  );
}
