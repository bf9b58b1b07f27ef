import { describe, expect, it } from 'vitest';
import { allSettled, fork } from 'effector';
import { createDateFilterModel } from '../../../src/models/date-filter';
import { toIsoDate } from '../../../src/domain/date-filter';

const d = (iso: string) => new Date(`${iso}T00:00:00`);

function setup(now = '2026-11-22T10:00:00') {
  const model = createDateFilterModel(() => new Date(now));
  return { model, scope: fork() };
}

describe('date filter model', () => {
  it('opens fresh every time: range, today, next month', async () => {
    const { model, scope } = setup();
    await allSettled(model.openRequested, { scope, params: 'target_date' });
    await allSettled(model.typeChanged, { scope, params: 'before' });
    await allSettled(model.startPicked, { scope, params: d('2026-11-30') });
    await allSettled(model.closed, { scope });
    await allSettled(model.openRequested, { scope, params: 'start_date' });
    const draft = scope.getState(model.$draft);
    expect(draft.type).toBe('range');
    expect(toIsoDate(draft.start)).toBe('2026-11-22');
    expect(toIsoDate(draft.end)).toBe('2026-12-22');
    expect(scope.getState(model.$field)).toBe('start_date');
  });

  it('applies a range as two values, closes, and keeps one filter per field', async () => {
    const { model, scope } = setup();
    await allSettled(model.openRequested, { scope, params: 'target_date' });
    await allSettled(model.startPicked, { scope, params: d('2026-11-25') });
    await allSettled(model.applied, { scope });
    expect(scope.getState(model.$open)).toBe(false);
    expect(scope.getState(model.$filters)).toEqual({ target_date: ['2026-11-25;after', '2026-12-22;before'] });
    await allSettled(model.openRequested, { scope, params: 'created_at' });
    await allSettled(model.typeChanged, { scope, params: 'after' });
    await allSettled(model.applied, { scope });
    expect(scope.getState(model.$filters)).toEqual({
      target_date: ['2026-11-25;after', '2026-12-22;before'],
      created_at: ['2026-11-22;after'],
    });
    await allSettled(model.filterRemoved, { scope, params: 'target_date' });
    expect(scope.getState(model.$filters)).toEqual({ created_at: ['2026-11-22;after'] });
  });

  it('an inverted range cannot be applied', async () => {
    const { model, scope } = setup();
    await allSettled(model.openRequested, { scope, params: 'target_date' });
    await allSettled(model.typeChanged, { scope, params: 'after' });
    await allSettled(model.startPicked, { scope, params: d('2027-02-01') });
    await allSettled(model.typeChanged, { scope, params: 'range' });
    expect(scope.getState(model.$canApply)).toBe(false);
    await allSettled(model.applied, { scope });
    expect(scope.getState(model.$open)).toBe(true);
    expect(scope.getState(model.$filters)).toEqual({});
  });

  it('the calendars refuse days past the other end', async () => {
    const { model, scope } = setup();
    await allSettled(model.openRequested, { scope, params: 'target_date' });
    await allSettled(model.startPicked, { scope, params: d('2027-01-01') });
    await allSettled(model.endPicked, { scope, params: d('2026-11-01') });
    const draft = scope.getState(model.$draft);
    expect(toIsoDate(draft.start)).toBe('2026-11-22');
    expect(toIsoDate(draft.end)).toBe('2026-12-22');
  });

  it('"Custom" on a field with a custom date removes it instead of opening', async () => {
    const { model, scope } = setup();
    await allSettled(model.customClicked, { scope, params: 'start_date' });
    expect(scope.getState(model.$open)).toBe(true);
    await allSettled(model.applied, { scope });
    expect(scope.getState(model.$filters).start_date).toHaveLength(2);
    await allSettled(model.customClicked, { scope, params: 'start_date' });
    expect(scope.getState(model.$open)).toBe(false);
    expect(scope.getState(model.$filters)).toEqual({});
  });
});
