// The activities pages' loaders.
export {
  activitiesSitemapPages,
  activityDetailHeaders,
  eventDetailLoader,
  eventRegisterAction,
  eventListLoader,
  promotionDetailLoader,
  promotionListLoader,
  talkDetailLoader,
  talkListLoader,
  talkRegisterAction,
} from './activities.loader';
