// The activities pages' browser halves (component, meta, handle, data types).
export type { ActivityCardItem } from './activity-card';
export { ActivityListRoute, eventListHandle, promotionListHandle, type ActivityListData } from './activity-list-page';
export { EVENT_TAB_KEYS, PROMOTION_TAB_KEYS, type ActivitySection, type EventTabKey, type PromotionTabKey } from './activity-paths';
export { ActivityDetailRoute, activityDetailHandle, activityDetailMeta, type ActivityDetailData, type ActivityDetailItem } from './activity-detail-page';
export { TalkDetailRoute, talkDetailHandle, talkDetailMeta, type TalkDetailData, type TalkDetailItem } from './talk-detail-page';
export { validateTalkForm, type TalkFieldErrors, type TalkFormValues, type TalkRegistrationAnswer } from './talk-form-rules';
export { activityPaging } from './activity-list-page';
export { TalkListRoute, talkListHandle, talkListMeta, TALK_STATUS_KEYS, type TalkListData, type TalkStatusKey } from './talk-list-page';
export type { TalkCardItem } from './talk-card';
export type { RegistrationRecord } from './registered-summary';
export { validateEventForm, type EventRegistrationAnswer } from './event-form';
