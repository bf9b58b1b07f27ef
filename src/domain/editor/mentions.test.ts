import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { filterMentionSuggestions, findMentionTrigger, mentionTag, MENTION_DEFAULTS, parseMentionTag, type MentionAttrs } from './mentions';

const people = [{ title: 'ada' }, { title: 'Alan' }, { title: 'grace' }, { title: 'Margaret' }];

describe('filterMentionSuggestions: case-insensitive prefix of the title', () => {
  it.each([
    ['', ['ada', 'Alan', 'grace', 'Margaret']],
    ['a', ['ada', 'Alan']],
    ['AL', ['Alan']],
    ['race', []],
    ['m', ['Margaret']],
  ])('%j', (query, titles) => expect(filterMentionSuggestions(people, query).map((p) => p.title)).toEqual(titles));
});

describe('findMentionTrigger', () => {
  it.each([
    ['@', { start: 0, query: '' }],
    ['hi @ad', { start: 3, query: 'ad' }],
    ['hi @ada love', { start: 3, query: 'ada love' }],
    ['mail a@b.c', null],
    ['@ spaced', null],
    ['@a  two spaces', null],
  ])('%j', (text, expected) => expect(findMentionTrigger(text)).toEqual(expected));
});

describe('mention markdown form round-trips', () => {
  const sample: MentionAttrs = {
    id: 'm1', label: 'Ada "The" <Countess>', target: 'users', self: true, redirect_uri: '/acme/profile/user-0001/',
    entity_identifier: 'user-0001', entity_name: 'user_mention',
  };
  it('writes every attribute and reads them back', () => {
    expect(parseMentionTag(mentionTag(sample))).toEqual(sample);
  });
  it.each([
    ['<mention-component id="x" label="Ann" />', { ...MENTION_DEFAULTS, id: 'x', label: 'Ann' }],
    ["<mention-component entity_identifier='u1' label=Bob></mention-component>", { ...MENTION_DEFAULTS, entity_identifier: 'u1', label: 'Bob' }],
    ['<mention-component label="no id"></mention-component>', null],
    ['<span id="x">', null],
    ['<mention-component id="x"><b>', null],
  ])('%s', (html, expected) => expect(parseMentionTag(html)).toEqual(expected));
  it('any attribute values survive', () => {
    fc.assert(
      fc.property(fc.record({ id: fc.string({ minLength: 1 }), label: fc.string(), redirect_uri: fc.string(), entity_identifier: fc.string(), self: fc.boolean() }), (partial) => {
        const attrs = { ...MENTION_DEFAULTS, ...partial };
        expect(parseMentionTag(mentionTag(attrs))).toEqual(attrs);
      }),
    );
  });
});
