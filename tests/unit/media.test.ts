import { describe, expect, it } from 'vitest';
import { extensionOf, FEED_VIDEO_EXTENSIONS, isVideoUrl, MEDIA_MAX_BYTES, mediaAccept, mediaFileProblem, STORY_VIDEO_EXTENSIONS } from '../../common/media.ts';

describe('media rules both sides share', () => {
  it('reads the extension of a name or URL, without query or fragment', () => {
    expect(extensionOf('Clip.MOV')).toBe('mov');
    expect(extensionOf('/storage/feeds/1/a.mp4?v=2#t=3')).toBe('mp4');
    expect(extensionOf('/storage/feeds.d/clip')).toBe('');
    expect(extensionOf('.hidden')).toBe('');
  });

  it('plays a URL as video by its extension, else shows it as an image', () => {
    for (const ext of FEED_VIDEO_EXTENSIONS) expect(isVideoUrl(`https://cdn.example/x/a.${ext}`)).toBe(true);
    expect(isVideoUrl('/storage/feeds/1/a-1280.webp')).toBe(false);
    expect(isVideoUrl('/storage/feeds/1/a.jpg?x=.mp4')).toBe(false);
  });

  it('checks a picked file with the spec texts, by the upload kind', () => {
    expect(mediaFileProblem({ name: 'big.mp4', size: MEDIA_MAX_BYTES + 1 }, FEED_VIDEO_EXTENSIONS)).toBe('big.mp4 is too large (maximum 50MB).');
    expect(mediaFileProblem({ name: 'ok.mp4', size: MEDIA_MAX_BYTES }, FEED_VIDEO_EXTENSIONS)).toBeNull();
    expect(mediaFileProblem({ name: 'a.flv', size: 10 }, FEED_VIDEO_EXTENSIONS)).toBeNull();
    expect(mediaFileProblem({ name: 'a.flv', size: 10 }, STORY_VIDEO_EXTENSIONS)).toBe('a.flv is not a supported file type.');
    expect(mediaFileProblem({ name: 'notes.pdf', size: 10, type: 'application/pdf' }, FEED_VIDEO_EXTENSIONS)).toBe('notes.pdf is not a supported file type.');
    expect(mediaFileProblem({ name: 'recording', size: 10, type: 'video/webm' }, STORY_VIDEO_EXTENSIONS)).toBeNull();
    expect(mediaAccept(STORY_VIDEO_EXTENSIONS)).toBe('image/*,.mov,.mp4,.m4v,.avi,.mkv,.wmv');
  });
});
