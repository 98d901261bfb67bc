/** The menu icons a declaration may name (src/shared/menuIcons draws each; domain/ holds no React). */
export const ICON_NAMES = [
  'AddBusiness',
  'AppRegistration',
  'Article',
  'Assignment',
  'Business',
  'Category',
  'DateRange',
  'EditLocationAlt',
  'EditNote',
  'Grading',
  'HowToVote',
  'Functions',
  'ListAlt',
  'LocalHospital',
  'MailOutline',
  'MeetingRoom',
  'Outbox',
  'Place',
  'Schedule',
  'School',
] as const;
export type IconName = (typeof ICON_NAMES)[number];
