import type { Story } from '@ladle/react';
import { activitySentence } from '../../src/domain/activity/activity-sentence';
import { genericError } from '../../src/domain/messages';
import { ActivityEntry } from './ActivityEntry';
import { ActivityFeedView, type ActivityFeedViewProps } from './ActivityFeedView';
import { deletedIssueActivities, storyActivities, storyContext } from './story-data';

const noop = () => undefined;
const base: ActivityFeedViewProps = {
  items: [], context: storyContext(true), total: 0, group: 'all', loading: false, loadingMore: false, error: null,
  hasMore: false, onGroupChange: noop, onMore: noop, onRetry: noop,
};

/** Every sentence is laid out flat (not virtualised) so one screen shows as many kinds as fit. */
function AllSentences({ showIssue }: { showIssue: boolean }) {
  const context = storyContext(showIssue);
  return (
    <ul className="grid max-w-5xl gap-x-6 md:grid-cols-2" aria-label="Every activity sentence">
      {storyActivities.map((activity) => {
        const sentence = activitySentence(activity, context);
        return sentence ? (
          <li key={activity.id} className="border-b border-line">
            <ActivityEntry sentence={sentence} createdAt={activity.created_at} />
          </li>
        ) : null;
      })}
    </ul>
  );
}

export const EverySentence: Story = () => <AllSentences showIssue />;
export const EverySentenceInTheIssueFeed: Story = () => <AllSentences showIssue={false} />;

export const Feed: Story = () => (
  <div className="max-w-2xl">
    <ActivityFeedView {...base} items={storyActivities} total={160} hasMore />
  </div>
);

export const DeletedIssue: Story = () => (
  <div className="max-w-2xl">
    <ActivityFeedView {...base} items={deletedIssueActivities} total={deletedIssueActivities.length} />
  </div>
);

export const Loading: Story = () => (
  <div className="max-w-2xl">
    <ActivityFeedView {...base} loading />
  </div>
);

export const Empty: Story = () => (
  <div className="max-w-2xl">
    <ActivityFeedView {...base} />
  </div>
);

export const EmptyFilter: Story = () => (
  <div className="max-w-2xl">
    <ActivityFeedView {...base} group="inbox" />
  </div>
);

export const Failed: Story = () => (
  <div className="max-w-2xl">
    <ActivityFeedView {...base} error={genericError} />
  </div>
);
