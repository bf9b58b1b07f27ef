import { describe, expect, it, vi } from 'vitest';
import { UploadCount } from './uploads';

describe('UploadCount', () => {
  it('tells its idle listeners once, when the last of several uploads ends', () => {
    const changed = vi.fn();
    const idle = vi.fn();
    const uploads = new UploadCount(changed);
    uploads.onIdle(idle);
    uploads.begin();
    uploads.begin();
    uploads.end();
    expect(uploads.inProgress).toBe(true);
    expect(idle).not.toHaveBeenCalled();
    uploads.end();
    expect(uploads.inProgress).toBe(false);
    expect(idle).toHaveBeenCalledTimes(1);
    expect(changed).toHaveBeenCalledTimes(4);
  });

  it('an end without an upload under way changes nothing; a removed listener is not called', () => {
    const changed = vi.fn();
    const idle = vi.fn();
    const uploads = new UploadCount(changed);
    const stop = uploads.onIdle(idle);
    uploads.end();
    expect(idle).not.toHaveBeenCalled();
    expect(changed).not.toHaveBeenCalled();
    stop();
    uploads.begin();
    uploads.end();
    expect(idle).not.toHaveBeenCalled();
  });
});
