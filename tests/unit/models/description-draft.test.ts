import { beforeEach, describe, expect, it } from 'vitest';
import { clearDraft, draftToRestore, readDraft, writeDraft } from '../../../src/models/description-draft';

describe('description drafts', () => {
  beforeEach(() => localStorage.clear());

  it('keeps what was typed and offers it back when the server differs', () => {
    writeDraft('i1', '<p>typed</p>', new Date('2026-11-22T10:00:00Z'));
    expect(readDraft('i1')).toEqual({ html: '<p>typed</p>', savedAt: '2026-11-22T10:00:00.000Z' });
    expect(draftToRestore('i1', '<p>server</p>')?.html).toBe('<p>typed</p>');
  });

  it('drops a draft the server already has', () => {
    writeDraft('i1', '<p>same</p>');
    expect(draftToRestore('i1', '<p>same</p>')).toBeNull();
    expect(readDraft('i1')).toBeNull();
  });

  it('ignores a corrupt entry instead of crashing', () => {
    localStorage.setItem('plane:description-draft:i1', '{not json');
    expect(readDraft('i1')).toBeNull();
    localStorage.setItem('plane:description-draft:i1', JSON.stringify({ html: 3 }));
    expect(readDraft('i1')).toBeNull();
  });

  it('clears', () => {
    writeDraft('i2', 'x');
    clearDraft('i2');
    expect(readDraft('i2')).toBeNull();
  });
});
