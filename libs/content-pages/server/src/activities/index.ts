// The activities pages' loaders.
export {
  activitiesSitemapPages,
  activityDetailHeaders,
  eventDetailLoader,
  eventListLoader,
  promotionDetailLoader,
  promotionListLoader,
  talkDetailLoader,
  talkRegisterAction,
} from './activities.loader';
